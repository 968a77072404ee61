export type FileKind = 'pdf' | 'image' | 'word' | 'other';

const IMAGE = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'tiff', 'svg']);
// Images a browser shows itself, and which the server will send inline.
const INLINE_IMAGE = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** SPEC §2 screen 7: the icon follows the extension (pdf, images, doc/docx, other). */
export function fileKind(filename: string): FileKind {
  const ext = extensionOf(filename);
  if (ext === 'pdf') return 'pdf';
  if (IMAGE.has(ext)) return 'image';
  if (ext === 'doc' || ext === 'docx') return 'word';
  return 'other';
}

/** How the viewer can show a file in the page, if at all. */
export function previewKind(filename: string): 'pdf' | 'image' | null {
  const ext = extensionOf(filename);
  if (ext === 'pdf') return 'pdf';
  return INLINE_IMAGE.has(ext) ? 'image' : null;
}

/**
 * Signed links are absolute with the server's configured public address; the page fetches them
 * from its own origin (the CSP allows only 'self'), so only the path and query are kept.
 */
export function sameOriginPath(url: string, disposition?: 'inline'): string {
  let path: string;
  try {
    const parsed = new URL(url, window.location.origin);
    path = parsed.pathname + parsed.search;
  } catch {
    path = url;
  }
  if (!disposition) return path;
  return `${path}${path.includes('?') ? '&' : '?'}disposition=${disposition}`;
}

export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
