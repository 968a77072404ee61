// The helper lives in platform now (the audit export uses it too).
export { neutraliseCell, neutraliseRow } from '#platform';
