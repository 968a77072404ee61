import { useId, useState } from 'react';
import { DOCUMENT_EXTENSIONS, DOCUMENT_TYPE_LABELS, MSG, type DocumentType } from '@cbt/contracts';
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
  onUploaded: () => void;
}

/** One document type: pick one file, upload it with real progress, retry the same file after a failure. */
export function DocumentSlot({ type, reference, token, files, disabled, onUploaded }: Props) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const label = DOCUMENT_TYPE_LABELS[type];

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
      <div className="field">
        <label htmlFor={inputId}>Choose a file for {label}</label>
        <p className="field-hint" id={`${inputId}-hint`}>
          One file: PDF, Word or image.
        </p>
        <input
          id={inputId}
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
        {file && <p className="small">Selected: {file.name}</p>}
      </div>
      {state.phase === 'uploading' && (
        <div className="progress" role="progressbar" aria-label={`Uploading ${label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.percent}>
          <div className="progress-bar" style={{ width: `${state.percent}%` }} />
          <span className="progress-text">{state.percent}%</span>
        </div>
      )}
      {state.phase === 'failed' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
      {state.phase === 'done' && (
        <p className="success-text" role="status">
          {MSG.documentUploaded}
        </p>
      )}
      <div className="form-actions">
        {state.phase === 'failed' && file ? (
          <button type="button" className="button button-primary" onClick={() => start(file)} disabled={disabled}>
            Retry upload
          </button>
        ) : (
          <button type="button" className="button button-primary" onClick={() => file && start(file)} disabled={disabled || uploading || !file || state.phase === 'done'}>
            {uploading ? 'Uploading...' : `Upload ${label}`}
          </button>
        )}
      </div>
    </li>
  );
}
