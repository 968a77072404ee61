import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../api';

/** The validation lines of a refused request (DECISIONS §1: errors is a list of { path, msg }). */
export function validationLines(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const errors = (error.body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((e) => (e && typeof e === 'object' && typeof (e as { msg?: unknown }).msg === 'string' ? (e as { msg: string }).msg : '')).filter(Boolean);
}

/**
 * SPEC §8: the server's message in a dismissible red alert, its validation errors listed under
 * 'Validation Errors', and the screen's own text (a message key) when the server gave none.
 */
export function ServerErrorAlert({ error, fallback, onClose }: { error: unknown; fallback: string; onClose: () => void }) {
  const translate = useTranslate();
  if (!error) return null;
  const lines = validationLines(error);
  // A network failure's own text ('Failed to fetch') says nothing useful; the screen's text does.
  const message = error instanceof ApiError && error.message ? error.message : translate(fallback, { _: fallback });
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
