import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MSG } from '#contracts';
import { AppError, FileTooLargeError, type FileStorage } from '#platform';

/** Room for the multipart framing and the small fields around one file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface ReceivedUpload {
  /** The stored file (FileStorage), not yet kept: the caller keeps it with its row or removes it. */
  fileId: string;
  /** As the client sent it: not yet cleaned. */
  filename: string;
  size: number;
  fields: Record<string, string>;
}

type UploadRequest = FastifyRequest & { isMultipart?: () => boolean; parts?: (options?: { limits?: { fileSize?: number } }) => AsyncIterableIterator<Multipart> };

export function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge(Math.round((maxBytes / (1024 * 1024)) * 10) / 10));
}

/**
 * Streams the one file of a multipart request into the file storage, never holding it in memory.
 * A declared length over the limit is refused before anything is read; a file that turns out
 * larger is cut off and refused. On any failure nothing stays stored.
 */
export async function receiveUpload(request: UploadRequest, files: FileStorage, maxBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart?.() || !request.parts) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.multipartRequired);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxBytes);

  const fields: Record<string, string> = {};
  let received: Omit<ReceivedUpload, 'fields'> | null = null;
  let fileId: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const stored = await files.put(part.file, { kind: 'document', maxBytes });
      fileId = stored.id;
      if (part.file.truncated) throw tooLarge(maxBytes);
      received = { fileId, filename: part.filename, size: stored.size };
    }
  } catch (error) {
    await files.remove(fileId).catch(() => undefined);
    throw uploadError(error, maxBytes);
  }
  if (!received) throw AppError.validation([{ path: 'files', msg: MSG.chooseFile }], MSG.chooseFile);
  return { ...received, fields };
}

/** The parser's own errors, as the envelope's statuses and texts. */
function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof FileTooLargeError) return tooLarge(maxBytes);
  const code = (error as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return AppError.validation([{ path: 'files', msg: MSG.oneFileOnly }], MSG.oneFileOnly);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new AppError('BAD_REQUEST', MSG.multipartRequired);
  }
  // Malformed multipart framing (busboy) or a client that went away mid-upload.
  if (error instanceof Error && /multipart|boundary|terminated early|premature close|aborted/i.test(error.message)) {
    return new AppError('BAD_REQUEST', MSG.multipartRequired);
  }
  return error;
}
