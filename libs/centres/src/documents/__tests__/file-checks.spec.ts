import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { contentDisposition } from '../document-download.service.js';
import { cleanFilename, contentMatches, extensionOf, isAcceptedExtension, looksLikeSvg, MAX_FILENAME_LENGTH } from '../file-checks.js';

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
