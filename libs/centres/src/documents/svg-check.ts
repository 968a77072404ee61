/**
 * Whether an SVG document is a plain drawing (docs/SECURITY.md, red-team pass 3): nothing in it can
 * run, fetch or embed. SVG documents are served as sandboxed attachments already; this keeps the
 * ones that could act out of storage, so a download opened outside the portal is harmless too.
 * Refused: script-like elements (script, foreignObject, iframe, embed, object, handler, XInclude ...),
 * any on* attribute, a javascript:/vbscript:/data:text URL anywhere in a value, an href or src that
 * is not a local fragment (#id) or an embedded raster image, url(...) pointing outside the document,
 * @import, entity declarations, internal DTD subsets, DTDs other than the W3C's, and style sheets
 * linked by processing instruction. Names are compared without namespace prefix and case; values
 * after XML character references are decoded and control characters and spaces dropped. A
 * harmless file that merely looks like one of these is refused too: the check errs on refusing.
 */
const ACTIVE_ELEMENTS = new Set([
  'script', 'foreignobject', 'iframe', 'frame', 'frameset', 'embed', 'object', 'applet', 'handler', 'listener', 'include', 'meta', 'link', 'base', 'portal',
]);
const LINK_ATTRIBUTES = new Set(['href', 'src']);
const RASTER_DATA = /^data:image\/(png|jpeg|jpg|gif|webp|bmp);base64,/;
const ACTIVE_SCHEME = /(javascript|vbscript|livescript):|data:(text|application)\//;
const TAG = /<(?![!?/])((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/>"']+)\s*=\s*("[^"]*"|'[^']*')/g;

/** Decodes the character references XML knows (numeric and the five named ones). */
function decodeReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);?/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16), whole);
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10), whole);
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[lower] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** A value as a browser reads a URL in it: references decoded, control characters and spaces dropped, lower case. */
const urlForm = (value: string): string => decodeReferences(value).replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();

const localName = (name: string): string => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

/** True when every url(...) in the text points inside the document (#id). */
function urlsAreLocal(text: string): boolean {
  for (const match of text.matchAll(/url\(([^)]*)\)?/g)) {
    if (!/^['"]?#/.test(match[1]!)) return false;
  }
  return true;
}

export function svgIsPassive(text: string): boolean {
  const flat = urlForm(text);
  if (flat.includes('<!entity') || flat.includes('<?xml-stylesheet') || flat.includes('@import')) return false;
  if (!urlsAreLocal(flat)) return false;
  for (const doctype of flat.matchAll(/<!doctype[^>]*>/g)) {
    if (doctype[0].includes('[')) return false;
    const urls = doctype[0].match(/"[^"]*"|'[^']*'/g) ?? [];
    if (urls.some((quoted) => quoted.includes(':') && !/^["']https?:\/\/www\.w3\.org\//.test(quoted))) return false;
  }
  for (const tag of text.matchAll(TAG)) {
    const body = tag[1]!;
    const name = /^[^\s/>]+/.exec(body)?.[0] ?? '';
    if (ACTIVE_ELEMENTS.has(localName(name))) return false;
    for (const attribute of body.slice(name.length).matchAll(ATTRIBUTE)) {
      const attributeName = localName(attribute[1]!);
      const value = urlForm(attribute[2]!.slice(1, -1));
      if (attributeName.startsWith('on')) return false;
      if (ACTIVE_SCHEME.test(value)) return false;
      if (LINK_ATTRIBUTES.has(attributeName) && !value.startsWith('#') && !RASTER_DATA.test(value)) return false;
      // An animation may rewrite a link at run time: <set attributeName="href" to="...">.
      if (attributeName === 'attributename' && LINK_ATTRIBUTES.has(localName(value))) return false;
    }
  }
  return true;
}
