import { STATE_NAMES } from '../geography/index.js';

/**
 * Words a careful translator leaves as they are: names (the states, the exam body, the autotest
 * system), and abbreviations and units read the same in every Nigerian language. Anything else
 * equal to its English text is an untranslated text. Both apps' dictionary tests and the browser test of every route use it.
 */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  ...STATE_NAMES,
  'CBT',
  'JAMB',
  'FCT',
  'Autotest',
  'PDF',
  'DOC',
  'CSV',
  'OTP',
  'URL',
  'GPS',
  'RC',
  'IP',
  'SHA-256',
  'CCTV',
  'AC',
  'DVR',
  'NVR',
  'UPS',
  'LAN',
  'DSL',
  '5KVA',
  '10KVA',
  '15KVA',
  '20KVA',
  '25KVA',
  '30KVA',
  '50KVA',
  '100KVA',
]);
