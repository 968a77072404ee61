import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_EXTENSIONS } from '#contracts';

export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** What file-type must find inside a file of each accepted extension, and the type it is served with. SVG is text: checked apart. */
export const DOCUMENT_CONTENT: Record<DocumentExtension, { detected: string | null; contentType: string }> = {
  pdf: { detected: 'pdf', contentType: 'application/pdf' },
  doc: { detected: 'cfb', contentType: 'application/msword' },
  docx: { detected: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  jpg: { detected: 'jpg', contentType: 'image/jpeg' },
  jpeg: { detected: 'jpg', contentType: 'image/jpeg' },
  png: { detected: 'png', contentType: 'image/png' },
  gif: { detected: 'gif', contentType: 'image/gif' },
  bmp: { detected: 'bmp', contentType: 'image/bmp' },
  webp: { detected: 'webp', contentType: 'image/webp' },
  tiff: { detected: 'tif', contentType: 'image/tiff' },
  svg: { detected: null, contentType: 'image/svg+xml' },
};

/** Types a browser may show inline (the SPEC's file viewer); never SVG, which can carry script. */
export const INLINE_CONTENT_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

export const MAX_FILENAME_LENGTH = 150;

/**
 * The uploader's name made safe to store and show: the last path segment only (a name like
 * ../../etc/passwd.pdf keeps "passwd.pdf"), no control or bidi-override characters, no leading
 * dots, at most MAX_FILENAME_LENGTH characters with the extension kept. It never names a path on disk.
 */
export function cleanFilename(raw: unknown): string {
  const base = (typeof raw === 'string' ? raw : '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_FILENAME_LENGTH) return cleaned || 'document';
  const ext = extensionOf(cleaned);
  const keep = ext && ext.length < 10 ? MAX_FILENAME_LENGTH - ext.length - 1 : MAX_FILENAME_LENGTH;
  return chars.slice(0, keep).join('') + (ext && ext.length < 10 ? `.${ext}` : '');
}

/** Lower-case extension without the dot; '' when there is none. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

export function isAcceptedExtension(ext: string): ext is DocumentExtension {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * Whether text starts like an SVG document: after a BOM, white space, an XML declaration,
 * comments and a doctype, the first element is <svg.
 */
export function looksLikeSvg(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < 50; i++) {
    rest = rest.trimStart();
    const skip = (start: string, end: string): boolean => {
      if (!rest.startsWith(start)) return false;
      const at = rest.indexOf(end, start.length);
      if (at < 0) return false;
      rest = rest.slice(at + end.length);
      return true;
    };
    if (skip('<?xml', '?>') || skip('<!--', '-->') || skip('<!DOCTYPE', '>')) continue;
    return /^<svg[\s>/]/i.test(rest);
  }
  return false;
}

/** How much of a file the magic-byte check reads: all of a small file, the first megabyte of a large one. */
const CHECKED_BYTES = 1024 * 1024;

/**
 * Whether the bytes are what the extension claims (magic bytes; SVG by its opening). `open` gives
 * the stored bytes from their start. file-type reads a file's first megabyte here: for a PDF it would
 * otherwise read up to 10 MB looking for an Illustrator marker (the whole file, fetched back from the
 * database), and every format's signature, a DOCX's [Content_Types].xml included, is near the start.
 * A stream would not do instead: its detector cannot tell "the file ends here" from "more is coming",
 * which a small PNG needs.
 */
export async function contentMatches(open: () => Promise<Readable>, ext: DocumentExtension): Promise<boolean> {
  const expected = DOCUMENT_CONTENT[ext].detected;
  const head = await readUpTo(await open(), expected === null ? 16 * 1024 : CHECKED_BYTES);
  if (expected === null) return looksLikeSvg(head.toString('utf8'));
  return (await fileTypeFromBuffer(head))?.ext === expected;
}

/** At most `bytes` from the start of the stream, which is then let go. */
export async function readUpTo(stream: Readable, bytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  try {
    for await (const part of stream) {
      parts.push(part as Buffer);
      length += (part as Buffer).length;
      if (length >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(parts).subarray(0, bytes);
}
