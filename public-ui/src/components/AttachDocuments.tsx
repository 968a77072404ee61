import { useId, useState, type FormEvent } from 'react';
import { DUE_PROCESS_DOCUMENTS, type DueProcessDocumentView } from '@cbt/contracts';
import { useI18n } from '../i18n';
import { ApiError, errorMessage } from '../lib/api';
import { extensionOf, formatSize } from '../lib/files';
import { ErrorAlert } from './ErrorAlert';

/**
 * DECISIONS §10: the centre attaches documents (PDF, JPEG or PNG) to its representations on a notice
 * or to its open appeal, one at a time. `path` is the API path that takes them (without /api). The
 * type is checked here first so the centre is told at once; the server checks the content again.
 */
export function AttachDocuments({ path, token, documents, onAttached }: { path: string; token: string; documents: DueProcessDocumentView[]; onAttached: (document: DueProcessDocumentView) => void }) {
  const { t } = useI18n();
  const d = t.dueProcessDocuments;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const full = documents.length >= DUE_PROCESS_DOCUMENTS.perItem;

  const attach = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!file) return setError(new Error(d.chooseFirst));
    if (!(DUE_PROCESS_DOCUMENTS.extensions as readonly string[]).includes(extensionOf(file.name))) return setError(new Error(d.wrongType));
    setSending(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('files', file, file.name);
      const response = await fetch(`/api${path}`, { method: 'POST', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, body: form });
      const body = (await response.json().catch(() => undefined)) as { success?: boolean; data?: DueProcessDocumentView; message?: string } | undefined;
      if (!response.ok || body?.success === false || !body?.data) throw new ApiError(errorMessage(response.status, body as never) || d.failed, response.status);
      onAttached(body.data);
      setDone(body.data.filename);
      setFile(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new Error(d.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void attach(event)} noValidate data-testid="attach-documents">
      <h3>{d.title}</h3>
      <ErrorAlert error={error} onDismiss={() => setError(null)} />
      {done && (
        <p role="status" className="muted">
          {d.attached(done)}
        </p>
      )}
      {documents.length === 0 ? (
        <p className="muted">{d.none}</p>
      ) : (
        <ul>
          {documents.map((doc) => (
            <li key={doc.id}>{`${doc.filename} (${formatSize(doc.sizeBytes)})`}</li>
          ))}
        </ul>
      )}
      {!full && (
        <>
          <label htmlFor={inputId}>{d.choose}</label>
          <p className="hint">{d.hint(DUE_PROCESS_DOCUMENTS.perItem)}</p>
          <input
            id={inputId}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          <div className="form-actions">
            <button type="submit" className="button button-secondary" disabled={sending}>
              {sending ? d.attaching : d.attach}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
