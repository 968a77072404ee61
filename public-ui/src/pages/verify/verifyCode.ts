/**
 * What a person typed, tidied for the address bar: the server ignores case, spaces and dashes, but a
 * URL like /verify/ABCD-EFGH-JKMN is what the letter prints, so a full code is put back in that shape.
 * Anything else is passed on as typed (minus spaces) and the server answers "not found".
 */
export function tidyVerificationCode(input: string): string {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  if (/^[A-Z0-9]{12}$/.test(compact)) return compact.match(/.{4}/g)!.join('-');
  return input.trim().replace(/\s+/g, '').toUpperCase();
}

/** The code part of /verify/{code}, decoded; '' for /verify itself or an undecodable path. */
export function codeFromPath(path: string): string {
  const raw = path.replace(/^\/verify\/?/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

export function verifyPath(code: string): string {
  return `/verify/${encodeURIComponent(code)}`;
}
