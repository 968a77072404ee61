import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { ApiError, fieldName, validationLines } from '../lib/api';

/** SPEC §8: the server's message in a dismissible red alert, its validation list under a heading. */
export function ErrorAlert({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const { t, tm } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  // Moving focus to the alert lets keyboard and screen-reader users hear it at once.
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const errors = error instanceof ApiError ? error.errors : [];
  const lines = errors.map((e) => `${fieldName(e.path)}: ${tm(e.msg)}`);
  // The server's message of a validation failure is its list joined: said once, as the list.
  const showMessage = !(errors.length > 0 && (message === errors.map((e) => e.msg).join('\n') || message === validationLines(errors).join('\n')));
  return (
    <div className="alert alert-error" role="alert" tabIndex={-1} ref={ref}>
      <div className="alert-body">
        {showMessage && <p className="alert-message">{tm(message)}</p>}
        {lines.length > 0 && (
          <>
            <p className="alert-title">{t.common.validationErrors}</p>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <button type="button" className="alert-close" onClick={onDismiss} aria-label={t.common.dismiss}>
        ×
      </button>
    </div>
  );
}

export function Notice({ kind, children }: { kind: 'success' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'warning' ? 'alert' : 'status'}>
      <div className="alert-body">{children}</div>
    </div>
  );
}
