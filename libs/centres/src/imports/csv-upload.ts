import { pipeline as pipe, Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MSG } from '#contracts';
import { AppError, FileTooLargeError, type FileStorage } from '#platform';
import { MULTIPART_OVERHEAD_BYTES } from '../documents/upload-receiver.js';

export interface ReceivedCsv {
  filename: string;
  /** The stored file's id (FileStorage), not yet kept: the import job row keeps it. */
  storedName: string;
  bytes: number;
}

/** The multipart field the bulk-upload screen sends (SPEC §7). */
export const CSV_FIELD = 'csvFile';

const fieldError = (message: string) => AppError.validation([{ path: CSV_FIELD, msg: message }], message);
const notCsv = () => new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.selectValidCsv, [{ path: CSV_FIELD, msg: MSG.selectValidCsv }]);

/** The bytes file-type needs to recognise a binary format. */
const HEAD_BYTES = 4100;

/** Passes text through while watching for NUL bytes, which no CSV text contains but every binary file does. */
class TextSniffer extends Transform {
  binary = false;
  bytes = 0;
  private headParts: Buffer[] = [];
  private headBytes = 0;

  /** The first HEAD_BYTES of the file, for the magic-number check. */
  head(): Buffer {
    return Buffer.concat(this.headParts).subarray(0, HEAD_BYTES);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.headBytes < HEAD_BYTES) {
      this.headParts.push(chunk.subarray(0, HEAD_BYTES - this.headBytes));
      this.headBytes += Math.min(chunk.length, HEAD_BYTES - this.headBytes);
    }
    if (!this.binary && chunk.includes(0)) this.binary = true;
    // Once rejected, the rest is read and dropped so the client still gets its answer.
    done(null, this.binary ? undefined : chunk);
  }
}

async function drain(stream: Readable): Promise<void> {
  await pipeline(stream, new Writable({ write: (_c, _e, next) => next() })).catch(() => {});
}

/** Images, archives (xlsx), PDFs, executables...: anything file-type recognises is not CSV text. */
async function hasBinaryMagic(head: Buffer): Promise<boolean> {
  return (await fileTypeFromBuffer(head)) !== undefined;
}

/**
 * Streams the uploaded CSV into the file storage (never under the client's name), refusing a missing
 * file, another extension, binary content and anything over `maxBytes`. Nothing is kept on refusal.
 */
export async function receiveCsvUpload(request: FastifyRequest, files: FileStorage, maxBytes: number): Promise<ReceivedCsv> {
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

  const sniffer = new TextSniffer();
  let storedName: string | null = null;
  try {
    const source = pipe(part.file, sniffer, () => undefined);
    storedName = (await files.put(source, { kind: 'import', filename, contentType: 'text/csv', maxBytes })).id;
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge(Math.floor(maxBytes / (1024 * 1024))));
    if (sniffer.binary || (await hasBinaryMagic(sniffer.head()))) throw notCsv();
  } catch (error) {
    await files.remove(storedName).catch(() => undefined);
    if (error instanceof AppError) throw error;
    if (error instanceof FileTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge(Math.floor(maxBytes / (1024 * 1024))));
    }
    throw fieldError(MSG.selectValidCsv);
  }
  return { filename, storedName, bytes: sniffer.bytes };
}
