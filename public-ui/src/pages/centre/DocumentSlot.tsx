import { useId, useState } from 'react';
import { DOCUMENT_EXTENSIONS, DOCUMENT_TYPE_LABELS, MSG, type DocumentType } from '@cbt/contracts';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { extensionOf } from '../../lib/files';
import { uploadFile } from '../../lib/upload';
import { FileIcon } from './FileIcon';
import type { CentreFile } from './useCentre';

const ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

type State = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'failed'; message: string } | { phase: 'done' };

export function acceptedFile(name: string): boolean {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

interface Props {
  type: DocumentType;
  reference: string;
  token: string;
  files: CentreFile[];
  disabled: boolean;
  /** The registration is complete: the files are listed, nothing can be picked or uploaded. */
  readOnly?: boolean;
  onUploaded: () => void;
}

/**
 * One document type: pick one file, upload it with real progress, retry the same file after a
 * failure. The browser's own file box is hidden (it would say "No file chosen" beside the file
 * being retried, in the browser's language): a labelled button picks, and the page says what is
 * selected.
 */
export function DocumentSlot({ type, reference, token, files, disabled, readOnly, onUploaded }: Props) {
  const { t, tm } = useI18n();
  const d = t.documents;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const label = d.types[type] ?? DOCUMENT_TYPE_LABELS[type];

  const start = async (chosen: File) => {
    if (!acceptedFile(chosen.name)) {
      // Retrying cannot help a file of the wrong type: the user must pick another.
      setFile(null);
      setState({ phase: 'failed', message: MSG.unsupportedFile });
      return;
    }
    setState({ phase: 'uploading', percent: 0 });
    try {
      await uploadFile({
        url: `/api/centre-registration/${encodeURIComponent(reference)}/upload/${type}`,
        file: chosen,
        token,
        onProgress: (percent) => setState({ phase: 'uploading', percent }),
      });
      setState({ phase: 'done' });
      setFile(null);
      onUploaded();
    } catch (failure) {
      setState({ phase: 'failed', message: failure instanceof ApiError && failure.status > 0 ? failure.message : MSG.uploadFailed });
    }
  };

  const uploading = state.phase === 'uploading';
  return (
    <li className="card upload-slot" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{label}</h2>
      {files.length > 0 && (
        <ul className="file-list compact">
          {files.map((uploaded) => (
            <li key={uploaded.id} className="file-row">
              <FileIcon filename={uploaded.filename} /> <span>{uploaded.filename}</span>
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <>
          <div className="field file-picker">
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={ACCEPT}
              aria-describedby={`${inputId}-hint`}
              disabled={disabled || uploading}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                const refused = chosen !== null && !acceptedFile(chosen.name);
                setFile(refused ? null : chosen);
                setState(refused ? { phase: 'failed', message: MSG.unsupportedFile } : { phase: 'idle' });
                // Reset the input so the same file can be picked again after a later change.
                event.target.value = '';
              }}
            />
            <label htmlFor={inputId} className={`button button-secondary file-picker-button${disabled || uploading ? ' is-disabled' : ''}`}>
              {d.chooseFile(label)}
            </label>
            <p className="field-hint" id={`${inputId}-hint`}>
              {d.oneFile}
            </p>
            {file && <p className="small">{d.selected(file.name)}</p>}
          </div>
          {state.phase === 'uploading' && (
            <div className="progress" role="progressbar" aria-label={d.uploading(label)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.percent}>
              <div className="progress-bar" style={{ width: `${state.percent}%` }} />
              <span className="progress-text">{state.percent}%</span>
            </div>
          )}
          {state.phase === 'failed' && (
            <p className="field-error" role="alert">
              {tm(state.message)}
            </p>
          )}
          {state.phase === 'done' && (
            <p className="success-text" role="status">
              {tm(MSG.documentUploaded)}
            </p>
          )}
          <div className="form-actions">
            {state.phase === 'failed' && file ? (
              <button type="button" className="button button-primary" onClick={() => start(file)} disabled={disabled}>
                {d.retry}
              </button>
            ) : (
              <button type="button" className="button button-primary" onClick={() => file && start(file)} disabled={disabled || uploading || !file}>
                {uploading ? d.uploadingButton : d.upload(label)}
              </button>
            )}
          </div>
        </>
      )}
    </li>
  );
}
