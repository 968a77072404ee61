// Control characters (C0, DEL, C1) and the invisible direction marks and overrides that make a name
// read differently from what is stored (docs/SECURITY.md, red-team pass 1, row 12b: names accepted CR/LF).
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/**
 * A one-line text field (names, titles): every run of control characters becomes one space, runs of
 * spaces collapse, the ends are trimmed. Anything not a string is returned as it is, for the rules to refuse.
 */
export function cleanLine(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** A multi-line text field (an address): line breaks are kept as \n, every other control character goes. */
export function cleanMultiline(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS_BUT_NEWLINE, ' ')
    .replace(/[ ]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
