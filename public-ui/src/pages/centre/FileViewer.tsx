import { useEffect, useState } from 'react';
import { DOCUMENT_TYPE_LABELS, MSG, type DocumentType } from '@cbt/contracts';
import { Dialog } from '../../components/Dialog';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { previewKind, sameOriginPath } from '../../lib/files';
import { FileIcon } from './FileIcon';
import type { CentreFile } from './useCentre';

/**
 * PDFs are fetched and shown from a blob: URL: the file response itself is sandboxed by its CSP,
 * which would stop the browser's PDF viewer inside a frame.
 */
function PdfPreview({ file }: { file: CentreFile }) {
  const { t } = useI18n();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    fetch(sameOriginPath(file.url, 'inline'), { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.blob();
      })
      .then((blob) => {
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.url]);
  if (failed) return <p className="field-error">{t.documents.previewFailed}</p>;
  if (!src) return <p role="status">{t.documents.previewLoading}</p>;
  return <iframe className="viewer-frame" src={src} title={t.files.preview(file.filename)} />;
}

function Preview({ file }: { file: CentreFile }) {
  const { t } = useI18n();
  const kind = previewKind(file.filename);
  if (kind === 'image') return <img className="viewer-image" src={sameOriginPath(file.url, 'inline')} alt={t.files.preview(file.filename)} />;
  if (kind === 'pdf') return <PdfPreview file={file} />;
  return <p>{t.documents.previewUnsupported}</p>;
}

/** SPEC §2 screen 7: one viewer per document type, listing its files and showing the chosen one. */
export function FileViewer({ type, files, onClose }: { type: DocumentType; files: CentreFile[]; onClose: () => void }) {
  const { t, tm } = useI18n();
  const [selected, setSelected] = useState<CentreFile | null>(files[0] ?? null);
  return (
    <Dialog title={t.documents.types[type] ?? DOCUMENT_TYPE_LABELS[type]} onClose={onClose} wide>
      {files.length === 0 ? (
        <p>{tm(MSG.noFilesForType)}</p>
      ) : (
        <div className="viewer">
          <ul className="viewer-list">
            {files.map((file) => (
              <li key={file.id}>
                <button type="button" className={`viewer-pick${selected?.id === file.id ? ' selected' : ''}`} aria-pressed={selected?.id === file.id} onClick={() => setSelected(file)}>
                  <FileIcon filename={file.filename} /> {file.filename}
                </button>
                <span className="muted small">{formatDateTime(file.uploadedAt)}</span>
              </li>
            ))}
          </ul>
          {selected && (
            <div className="viewer-pane">
              <Preview key={selected.id} file={selected} />
              <p>
                <a href={selected.url} target="_blank" rel="noopener noreferrer">
                  {t.documents.download(selected.filename)}
                </a>
              </p>
            </div>
          )}
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t.common.close}
        </button>
      </div>
    </Dialog>
  );
}
