import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { contentDisposition } from '../document-download.service.js';
import { cleanFilename, contentMatches, extensionOf, isAcceptedExtension, looksLikeSvg, MAX_FILENAME_LENGTH } from '../file-checks.js';
import { svgIsPassive } from '../svg-check.js';

describe('cleanFilename', () => {
  it('keeps only the last path segment, whichever the separator', () => {
    expect(cleanFilename('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFilename('..\\..\\windows\\system.ini.pdf')).toBe('system.ini.pdf');
    expect(cleanFilename('/abs/path/letter.docx')).toBe('letter.docx');
  });

  it('drops control and direction-override characters and leading dots', () => {
    expect(cleanFilename('in\u0000voice\r\n.pdf')).toBe('invoice.pdf');
    expect(cleanFilename('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(cleanFilename('...hidden.png')).toBe('hidden.png');
  });

  it('names an empty or missing name, and caps a long one keeping the extension', () => {
    expect(cleanFilename('')).toBe('document');
    expect(cleanFilename('../')).toBe('document');
    expect(cleanFilename(undefined)).toBe('document');
    const long = cleanFilename(`${'a'.repeat(400)}.jpeg`);
    expect(Array.from(long)).toHaveLength(MAX_FILENAME_LENGTH);
    expect(long.endsWith('.jpeg')).toBe(true);
  });
});

describe('extensions', () => {
  it('reads the last extension in lower case and accepts only the SPEC list', () => {
    expect(extensionOf('Scan.TIFF')).toBe('tiff');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(isAcceptedExtension('tiff')).toBe(true);
    expect(isAcceptedExtension('exe')).toBe(false);
    expect(isAcceptedExtension('html')).toBe(false);
  });
});

describe('looksLikeSvg', () => {
  it('finds <svg after a BOM, an XML declaration, comments and a doctype', () => {
    expect(looksLikeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(looksLikeSvg('\uFEFF  <?xml version="1.0"?><!-- a --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(looksLikeSvg('<html><svg></svg></html>')).toBe(false);
    expect(looksLikeSvg('<svgx>')).toBe(false);
    expect(looksLikeSvg('<!-- unterminated <svg>')).toBe(false);
    expect(looksLikeSvg('')).toBe(false);
  });
});

const opener = (path: string) => async () => createReadStream(path);

describe('contentMatches', () => {
  const dir = mkdtempSync(join(tmpdir(), 'file-checks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, bytes: Buffer | string) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  it('matches magic bytes to the extension', async () => {
    const pdf = file('a.pdf', '%PDF-1.4\n%%EOF\n');
    expect(await contentMatches(opener(pdf), 'pdf')).toBe(true);
    expect(await contentMatches(opener(pdf), 'png')).toBe(false);
    const jpeg = file('a.jpg', Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'));
    expect(await contentMatches(opener(jpeg), 'jpeg')).toBe(true);
    expect(await contentMatches(opener(jpeg), 'jpg')).toBe(true);
  });

  it('refuses an executable under any extension, and text as an image', async () => {
    const exe = file('a.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]));
    expect(await contentMatches(opener(exe), 'pdf')).toBe(false);
    expect(await contentMatches(opener(exe), 'doc')).toBe(false);
    expect(await contentMatches(opener(file('b.svg', '<html></html>')), 'svg')).toBe(false);
    expect(await contentMatches(opener(file('c.svg', '<?xml version="1.0"?><svg/>')), 'svg')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name, with quotes neutralised', () => {
    expect(contentDisposition('attachment', 'Lettre d’été "v2".pdf')).toBe(`attachment; filename="Lettre d__t_ _v2_.pdf"; filename*=UTF-8''Lettre%20d%E2%80%99%C3%A9t%C3%A9%20%22v2%22.pdf`);
    expect(contentDisposition('inline', "a'(b).png")).toBe(`inline; filename="a'(b).png"; filename*=UTF-8''a%27%28b%29.png`);
  });
});

describe('svgIsPassive (red-team pass 3, F11)', () => {
  const svg = (inner: string, attrs = '') => `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attrs}>${inner}</svg>`;

  it('keeps a plain drawing: shapes, gradients, styles, local references, embedded raster images', () => {
    for (const text of [
      svg('<rect width="10" height="10" fill="red"/>'),
      svg('<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="5" height="5"/><use href="#g"/><use xlink:href="#g"/>'),
      svg('<style>rect { fill: blue; stroke: url(#g) }</style><rect width="1" height="1" style="fill: url( #g )"/>'),
      svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>'),
      svg('<text x="1" y="5">onload= is only words; javascript is a word</text>'),
      svg('<a href="#top"><circle r="2"/></a>'),
    ]) {
      expect([text, svgIsPassive(text)]).toEqual([text, true]);
    }
  });

  it('refuses script, event handlers, javascript: URLs, foreignObject, external references and entity tricks', () => {
    for (const text of [
      svg('<script>alert(1)</script>'),
      svg('<SCRIPT>alert(1)</SCRIPT>'),
      svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'),
      svg('<rect/>', ' onload="alert(1)"'),
      svg('<rect width="1" height="1" ONCLICK = "alert(1)"/>'),
      svg('<rect/>', ' x:onload="alert(1)"'),
      svg('<a href="javascript:alert(1)"><rect/></a>'),
      svg('<a xlink:href=" JaVaScRiPt:alert(1)"><rect/></a>'),
      svg('<a href="&#106;avascript:alert(1)"><rect/></a>'),
      svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://x.test"/></body></foreignObject>'),
      svg('<image href="https://tracker.example/pixel.png"/>'),
      svg('<use href="other.svg#shape"/>'),
      svg('<rect style="fill: url(https://x.test/a.svg#p)"/>'),
      svg('<style>@import url("https://x.test/a.css");</style>'),
      svg('<set attributeName="href" to="javascript:alert(1)"/>'),
      svg('<animate attributeName="xlink:href" values="javascript:alert(1)"/>'),
      svg('<iframe src="https://x.test"/>'),
      svg('<embed src="x.swf"/>'),
      svg('<handler>alert(1)</handler>'),
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      '<?xml version="1.0"?><!DOCTYPE svg SYSTEM "https://x.test/evil.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><?xml-stylesheet href="https://x.test/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd"/>'),
    ]) {
      expect([text, svgIsPassive(text)]).toEqual([text, false]);
    }
  });
});
