import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from './app-error.js';
import type { FieldError } from './envelope.js';

/** Flattens class-validator's tree into the envelope's errors[{path,msg}]. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    for (const msg of Object.values(error.constraints ?? {})) out.push({ path, msg });
    if (error.children?.length) out.push(...toFieldErrors(error.children, path));
  }
  return out;
}

/**
 * Unknown properties are stripped (never persisted), so a body cannot set fields it does not own,
 * such as status or version. Each field reports only its first failing rule, as the screens do.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => AppError.validation(toFieldErrors(errors)),
  });
}
