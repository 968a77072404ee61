import { useI18n } from '../../i18n';
import { fileKind } from '../../lib/files';

/** A small coloured badge per file type (SPEC §9's preview icons), named for screen readers. */
export function FileIcon({ filename }: { filename: string }) {
  const { t } = useI18n();
  const kind = fileKind(filename);
  const words = t.files[kind];
  return (
    <span className={`file-icon file-icon-${kind}`} role="img" aria-label={words.name} data-kind={kind}>
      {words.badge}
    </span>
  );
}
