import { useId, useRef, useState } from 'react';
import { DOCUMENT_EXTENSIONS, DOCUMENT_TYPE_LABELS, MSG, type DocumentType } from '@cbt/contracts';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { extensionOf } from '../../lib/files';
import { SENT_SHARE, uploadFile } from '../../lib/upload';
import { FileIcon } from './FileIcon';
import type { CentreFile } from './useCentre';

const ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

type State =
  | { phase: 'idle' }
  | { phase: 'sending'; name: string; percent: number }
  | { phase: 'processing'; name: string }
  | { phase: 'failed'; name: string; message: string }
  | { phase: 'done'; name: string };

export function acceptedFile(name: string): boolean {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/** The id of a document type's slot, for the check-your-answers "Change" links. */
export const slotId = (type: DocumentType) => `document-${type}`;

interface Props {
  type: DocumentType;
  reference: string;
  token: string;
  files: CentreFile[];
  disabled: boolean;
  /** The registration is complete: the files are listed, nothing can be picked or uploaded. */
  readOnly?: boolean;
  onUploaded: () => void;
  /** Told when a file starts and stops travelling, so the page can hold completion and warn before leaving. */
  onBusy?: (busy: boolean) => void;
}

/**
 * One document type (DECISIONS §10): a file uploads as soon as it is chosen, with the bytes really
 * sent as progress, then "checking" until the server answers, then uploaded or refused with the
 * server's reason in the reader's language; a failed file can be sent again without a new pick.
 * The browser's own file box is hidden (it would say "No file chosen" in the browser's language):
 * a labelled button picks.
 */
export function DocumentSlot({ type, reference, token, files, disabled, readOnly, onUploaded, onBusy }: Props) {
  const { t, tm } = useI18n();
  const d = t.documents;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const busyRef = useRef(false);
  const label = d.types[type] ?? DOCUMENT_TYPE_LABELS[type];

  const busy = (value: boolean) => {
    if (busyRef.current === value) return;
    busyRef.current = value;
    onBusy?.(value);
  };

  const start = async (chosen: File) => {
    setFile(chosen);
    setState({ phase: 'sending', name: chosen.name, percent: 0 });
    busy(true);
    try {
      await uploadFile({
        url: `/api/centre-registration/${encodeURIComponent(reference)}/upload/${type}`,
        file: chosen,
        token,
        onProgress: (percent) => setState((current) => (current.phase === 'processing' && percent < 100 ? current : { phase: 'sending', name: chosen.name, percent })),
        onProcessing: () => setState({ phase: 'processing', name: chosen.name }),
      });
      setState({ phase: 'done', name: chosen.name });
      setFile(null);
      onUploaded();
    } catch (failure) {
      setState({ phase: 'failed', name: chosen.name, message: failure instanceof ApiError && failure.status > 0 ? failure.message : MSG.uploadFailed });
    } finally {
      busy(false);
    }
  };

  const travelling = state.phase === 'sending' || state.phase === 'processing';
  const percent = state.phase === 'sending' ? state.percent : SENT_SHARE;
  return (
    <li className="card upload-slot" id={slotId(type)} aria-labelledby={`${inputId}-title`} tabIndex={-1}>
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
              disabled={disabled || travelling}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                // Reset the input so the same file can be picked again after a later change.
                event.target.value = '';
                if (!chosen) return;
                if (!acceptedFile(chosen.name)) {
                  // Sending cannot help a file of the wrong type: the user must pick another.
                  setFile(null);
                  setState({ phase: 'failed', name: chosen.name, message: MSG.unsupportedFile });
                  return;
                }
                void start(chosen);
              }}
            />
            <label htmlFor={inputId} className={`button button-secondary file-picker-button${disabled || travelling ? ' is-disabled' : ''}`}>
              {d.chooseFile(label)}
            </label>
            <p className="field-hint" id={`${inputId}-hint`}>
              {d.oneFile}
            </p>
          </div>
          {travelling && (
            <div className="upload-status" data-testid={`upload-status-${type}`}>
              <div className="progress" role="progressbar" aria-label={d.uploading(label)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={state.phase === 'processing' ? d.processing(state.name) : `${percent}%`}>
                <div className="progress-bar" style={{ width: `${percent}%` }} />
                <span className="progress-text">{percent}%</span>
              </div>
              <p className="small" role="status">
                {state.phase === 'processing' ? d.processing(state.name) : d.sending(state.name)}
              </p>
            </div>
          )}
          {state.phase === 'failed' && (
            <p className="field-error" role="alert">
              <strong>{d.refusedFile(state.name)}</strong> {tm(state.message)}
            </p>
          )}
          {state.phase === 'done' && (
            <p className="success-text" role="status">
              {tm(MSG.documentUploaded)}: {state.name}
            </p>
          )}
          {state.phase === 'failed' && file && (
            <div className="form-actions">
              <button type="button" className="button button-primary" onClick={() => void start(file)} disabled={disabled}>
                {d.retry}
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
