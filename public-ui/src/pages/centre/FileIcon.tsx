import { fileKind, type FileKind } from '../../lib/files';

const LABELS: Record<FileKind, string> = { pdf: 'PDF', image: 'IMG', word: 'DOC', other: 'FILE' };
const NAMES: Record<FileKind, string> = { pdf: 'PDF document', image: 'Image', word: 'Word document', other: 'File' };

/** A small coloured badge per file type (SPEC §9's preview icons), named for screen readers. */
export function FileIcon({ filename }: { filename: string }) {
  const kind = fileKind(filename);
  return (
    <span className={`file-icon file-icon-${kind}`} role="img" aria-label={NAMES[kind]} data-kind={kind}>
      {LABELS[kind]}
    </span>
  );
}
