import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { INSPECTION_MSG, INSPECTION_PHOTO_LIMITS, INSPECTION_PHOTO_TYPES, MSG } from '#contracts';
import { AppError } from '#platform';

export type PhotoRequest = FastifyRequest & { isMultipart?: () => boolean; parts?: (options?: { limits?: { fileSize?: number } }) => AsyncIterableIterator<Multipart> };

export interface ReceivedPhoto {
  body: Buffer;
  /** As found in the bytes (magic bytes), never as the client named it. */
  contentType: string;
  fields: Record<string, string>;
}

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', INSPECTION_MSG.photoTooLarge(INSPECTION_PHOTO_LIMITS.maxBytes / (1024 * 1024)));

/**
 * The one photo of a multipart request, in memory (at most 5 MB once the device has resized it), and
 * its type read from its bytes as document uploads are checked: only JPEG, PNG and WebP pass.
 */
export async function receivePhoto(request: PhotoRequest): Promise<ReceivedPhoto> {
  if (!request.isMultipart?.() || !request.parts) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INSPECTION_MSG.photoMultipart);
  const max = INSPECTION_PHOTO_LIMITS.maxBytes;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > max + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  const fields: Record<string, string> = {};
  let body: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: max } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      body = Buffer.concat(chunks);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string })?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw AppError.validation([{ path: 'file', msg: MSG.oneFileOnly }], MSG.oneFileOnly);
    throw new AppError('BAD_REQUEST', INSPECTION_MSG.photoMultipart);
  }
  if (!body || body.length === 0) throw AppError.validation([{ path: 'file', msg: MSG.chooseFile }], MSG.chooseFile);
  const found = await fileTypeFromBuffer(body);
  if (!found || !(INSPECTION_PHOTO_TYPES as readonly string[]).includes(found.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INSPECTION_MSG.photoType);
  return { body, contentType: found.mime, fields };
}
