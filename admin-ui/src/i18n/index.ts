/**
 * The console's own words, in English and Hausa. They live with the console: the contracts library
 * keeps only what the server and both sites share (SPEC's texts, permission labels, state names).
 */
export { CONSOLE_EN, consoleEnglishMessages, permissionKey, type ConsoleMessages } from './console.en.js';
export { CONSOLE_HA, consoleHausaMessages } from './console.ha.js';
