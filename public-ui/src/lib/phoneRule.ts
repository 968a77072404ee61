// The phone rule (libphonenumber-js and its metadata, ~30 KB gzipped) is loaded after the form has
// painted, not with it: the registration screens stay as light as before, and the rule is there by
// the time anyone submits (submit waits for it if not).
type PhoneParser = (typeof import('../../../libs/contracts/src/phone-numbers'))['parsePhoneList'];

let parser: PhoneParser | null = null;
let loading: Promise<PhoneParser> | null = null;

export function loadPhoneRule(): Promise<PhoneParser> {
  loading ??= import('../../../libs/contracts/src/phone-numbers').then((m) => (parser = m.parsePhoneList));
  return loading;
}

/** The loaded rule, or null before it has arrived (the server applies the same rule in any case). */
export function phoneRule(): PhoneParser | null {
  return parser;
}
