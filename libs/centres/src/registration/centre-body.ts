import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { withMainFieldNames } from '#contracts';
import { AppError, toFieldErrors } from '#platform';

export type RawBody = Record<string, unknown>;

/** Anything but a JSON object (an array, a string, nothing) reads as an empty form. */
export function asRawBody(body: unknown): RawBody {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as RawBody) : {};
}

/**
 * Centre bodies accept the older alias names (SPEC §3), so they are mapped before validation; the
 * global pipe would have stripped them as unknown. Controllers therefore take the body untyped and
 * hand it here, which applies the same rules as the pipe: unknown fields dropped, first failure per
 * field, errors in the envelope.
 */
export async function parseCentreBody<T extends object>(dto: new () => T, body: unknown, prepare: (raw: RawBody) => RawBody = (raw) => raw): Promise<T> {
  const instance = plainToInstance(dto, prepare(withMainFieldNames(asRawBody(body))));
  const errors = await validate(instance, {
    whitelist: true,
    stopAtFirstError: true,
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) throw AppError.validation(toFieldErrors(errors));
  return instance;
}
