import { useState } from 'react';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from '@cbt/contracts';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useCopy } from '../../lib/useCopy';
import { FileIcon } from './FileIcon';
import { FileViewer } from './FileViewer';
import type { UploadedDocuments as Documents } from './useCentre';

/** SPEC §2 screen 7 "Uploaded Documents Status": per type, each file's name, link and copyable URL. */
export function UploadedDocuments({ documents }: { documents: Documents | undefined }) {
  const [viewing, setViewing] = useState<DocumentType | null>(null);
  const { t } = useI18n();
  const d = t.documents;
  const { copied, copy } = useCopy();
  return (
    <section className="card" aria-labelledby="docs-title">
      <h2 id="docs-title">{d.statusTitle}</h2>
      <ul className="doc-types">
        {DOCUMENT_TYPES.map((type) => {
          const files = documents?.[type]?.files ?? [];
          const label = d.types[type] ?? DOCUMENT_TYPE_LABELS[type];
          return (
            <li key={type} className="doc-type">
              <div className="doc-type-head">
                <h3>{label}</h3>
                <span className={`badge ${files.length ? 'badge-ok' : 'badge-missing'}`}>{files.length ? d.uploaded(files.length) : d.notUploaded}</span>
                <button type="button" className="button button-small button-secondary" onClick={() => setViewing(type)}>
                  {d.view}
                  <span className="visually-hidden"> {d.viewFiles(label)}</span>
                </button>
              </div>
              {files.length > 0 && (
                <ul className="file-list">
                  {files.map((file) => (
                    <li key={file.id} className="file-row">
                      <FileIcon filename={file.filename} />
                      <div className="file-main">
                        <a href={file.url} target="_blank" rel="noopener noreferrer" download={file.filename}>
                          {file.filename}
                        </a>
                        <span className="muted small"> {formatDateTime(file.uploadedAt)}</span>
                        <div className="url-row">
                          <input type="text" readOnly value={file.url} aria-label={d.linkTo(file.filename)} onFocus={(event) => event.target.select()} />
                          {/* The visible words start the accessible name; the hidden rest says which file. */}
                          <button type="button" className="button button-small button-secondary" onClick={() => copy(file.url)}>
                            {copied === file.url ? t.common.copied : d.copyUrl}
                            <span className="visually-hidden"> {d.ofFile(file.filename)}</span>
                          </button>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {viewing && <FileViewer type={viewing} files={documents?.[viewing]?.files ?? []} onClose={() => setViewing(null)} />}
    </section>
  );
}
