import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError, fieldLabel } from '../api';
import { translateText, type Translate } from './i18n';

/** The validation errors of a refused request (DECISIONS §1: errors is a list of { path, msg }). */
export function validationErrors(error: unknown): Array<{ path: string; msg: string }> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const errors = (error.body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e) => {
    const { path, msg } = (e ?? {}) as { path?: unknown; msg?: unknown };
    return typeof msg === 'string' && msg ? [{ path: typeof path === 'string' ? path : '', msg }] : [];
  });
}

const MISSING = '\u0000';

/** A field's name in the chosen language: the centre's, the forms' or the audit log's word for it, else its path in words. */
function fieldWords(path: string, translate: Translate): string {
  for (const key of [`console.centre.field.${path}`, `console.common.${path}`, `console.audit.field.${path}`]) {
    const found = translate(key, { _: MISSING });
    if (found !== MISSING) return found;
  }
  return fieldLabel(path);
}

/** SPEC §8: each line of the list names its field, then says what is wrong with it ("Admin Email: Invalid email format"). */
export function validationLines(error: unknown, translate: Translate): string[] {
  return validationErrors(error).map(({ path, msg }) =>
    path ? translate('console.shared.validationLine', { field: fieldWords(path, translate), message: translateText(translate, msg) }) : translateText(translate, msg),
  );
}

/**
 * SPEC §8: the server's message in a dismissible red alert, its validation errors listed under
 * 'Validation Errors', and the screen's own text (a message key) when the server gave none.
 */
export function ServerErrorAlert({ error, fallback, onClose }: { error: unknown; fallback: string; onClose: () => void }) {
  const translate = useTranslate();
  if (!error) return null;
  const lines = validationLines(error, translate);
  // A network failure's own text ('Failed to fetch') says nothing useful; the screen's text does.
  const message = error instanceof ApiError && error.message ? translateText(translate, error.message) : translate(fallback, { _: fallback });
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
      {lines.length > 0 ? (
        <>
          <AlertTitle>{translate('console.shared.validationErrors')}</AlertTitle>
          {lines.join('\n')}
        </>
      ) : (
        message
      )}
    </Alert>
  );
}
