import { INSPECTION_PHOTO_LIMITS } from '@cbt/contracts';

/** The longest side a photo keeps on the device before it is stored and sent. */
export const LONGEST_SIDE = INSPECTION_PHOTO_LIMITS.longestSidePx;

/** The size a photo of width x height is drawn at: its longest side at most `longest`, never enlarged. */
export function fittedSize(width: number, height: number, longest = LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A phone camera's photo (often 4000 px and 5 MB or more) redrawn on a canvas at most 1600 px
 * across and saved as JPEG: a mobile connection sends it, and the server's 5 MB cap holds.
 */
export async function resizePhoto(file: Blob): Promise<{ bytes: ArrayBuffer; contentType: string }> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    for (const quality of [0.85, 0.7, 0.5]) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= INSPECTION_PHOTO_LIMITS.maxBytes) return { bytes: await blob.arrayBuffer(), contentType: 'image/jpeg' };
    }
    throw new Error('too large');
  } finally {
    bitmap.close();
  }
}

/** Where the device is, when the browser tells (and within a few seconds); null otherwise. */
export function currentPosition(timeoutMs = 5000): Promise<{ latitude: number; longitude: number; accuracy: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(timer);
        resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
