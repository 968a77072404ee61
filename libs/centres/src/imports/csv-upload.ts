import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MSG } from '#contracts';
import { AppError } from '#platform';
import { MULTIPART_OVERHEAD_BYTES } from '../documents/upload-receiver.js';

export interface ReceivedCsv {
  filename: string;
  storedName: string;
  path: string;
  bytes: number;
}

/** The multipart field the bulk-upload screen sends (SPEC §7). */
export const CSV_FIELD = 'csvFile';

const fieldError = (message: string) => AppError.validation([{ path: CSV_FIELD, msg: message }], message);
const notCsv = () => new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.selectValidCsv, [{ path: CSV_FIELD, msg: MSG.selectValidCsv }]);

/** Passes text through while watching for NUL bytes, which no CSV text contains but every binary file does. */
class TextSniffer extends Transform {
  binary = false;
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (!this.binary && chunk.includes(0)) this.binary = true;
    // Once rejected, the rest is read and dropped so the client still gets its answer.
    done(null, this.binary ? undefined : chunk);
  }
}

async function drain(stream: Readable): Promise<void> {
  await pipeline(stream, new Writable({ write: (_c, _e, next) => next() })).catch(() => {});
}

/** Images, archives (xlsx), PDFs, executables...: anything file-type recognises is not CSV text. */
async function hasBinaryMagic(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return (await fileTypeFromBuffer(head.subarray(0, bytesRead))) !== undefined;
  } finally {
    await handle.close();
  }
}

/**
 * Streams the uploaded CSV to `dir` under a random name (never the client's), refusing a missing
 * file, another extension, binary content and anything over `maxBytes`. Nothing is kept on refusal.
 */
export async function receiveCsvUpload(request: FastifyRequest, dir: string, maxBytes: number): Promise<ReceivedCsv> {
  if (!request.isMultipart()) throw fieldError(MSG.selectCsvFirst);
  // A declared length over the limit is refused before a byte of the body is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge(Math.floor(maxBytes / (1024 * 1024))));
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch {
    throw fieldError(MSG.selectCsvFirst);
  }
  if (!part || part.fieldname !== CSV_FIELD) {
    if (part) await drain(part.file);
    throw fieldError(MSG.selectCsvFirst);
  }
  const filename = (part.filename ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
  if (!/\.csv$/i.test(filename)) {
    await drain(part.file);
    throw notCsv();
  }

  await mkdir(dir, { recursive: true });
  const storedName = `${randomUUID()}.csv`;
  const path = join(dir, storedName);
  const sniffer = new TextSniffer();
  try {
    await pipeline(part.file, sniffer, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge(Math.floor(maxBytes / (1024 * 1024))));
    if (sniffer.binary || (await hasBinaryMagic(path))) throw notCsv();
  } catch (error) {
    await rm(path, { force: true });
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge(Math.floor(maxBytes / (1024 * 1024))));
    }
    throw fieldError(MSG.selectValidCsv);
  }
  return { filename, storedName, path, bytes: sniffer.bytes };
}
