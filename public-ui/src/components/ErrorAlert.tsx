import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError, validationLines } from '../lib/api';

/** SPEC §8: the server's message in a dismissible red alert, its validation list under a heading. */
export function ErrorAlert({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // Moving focus to the alert lets keyboard and screen-reader users hear it at once.
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const lines = error instanceof ApiError ? validationLines(error.errors) : [];
  const showMessage = !(lines.length > 0 && message === lines.join('\n'));
  return (
    <div className="alert alert-error" role="alert" tabIndex={-1} ref={ref}>
      <div className="alert-body">
        {showMessage && <p className="alert-message">{message}</p>}
        {lines.length > 0 && (
          <>
            <p className="alert-title">Validation Errors</p>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <button type="button" className="alert-close" onClick={onDismiss} aria-label="Dismiss">
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
