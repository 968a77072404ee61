/**
 * Reading a letter's QR from a photo or the camera: the browser's BarcodeDetector where it has one,
 * else jsQR over the pixels. jsQR is imported on first use, so it is a chunk of its own that only
 * the verify page loads (the landing stays under its JavaScript budget).
 */
interface Detector {
  detect(source: CanvasImageSource | ImageBitmap): Promise<Array<{ rawValue: string }>>;
}

function barcodeDetector(): Detector | null {
  const ctor = (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => Detector }).BarcodeDetector;
  try {
    return ctor ? new ctor({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** The QR text in an image's pixels, with jsQR; null when none is found. */
export async function decodePixels(data: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

// Large photos are scaled down: jsQR's time grows with the pixels and a printed QR stays readable.
const MAX_SIDE = 1600;

async function fromCanvasSource(source: CanvasImageSource, width: number, height: number): Promise<string | null> {
  const detector = barcodeDetector();
  if (detector) {
    try {
      const found = await detector.detect(source);
      if (found[0]?.rawValue) return found[0].rawValue;
    } catch {
      // Fall through to jsQR: some browsers list the API but cannot run it.
    }
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return decodePixels(pixels.data, pixels.width, pixels.height);
}

/** The QR text in a chosen photo or image file; null when it holds none (or is no image). */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    return await fromCanvasSource(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/**
 * Reads frames from the back camera into `video` until a QR is found; answers a function that stops
 * the camera. Throws when there is no camera or the person refused it.
 */
export async function scanWithCamera(video: HTMLVideoElement, onText: (text: string) => void): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  video.srcObject = stream;
  video.setAttribute('playsinline', '');
  await video.play();
  const tick = async () => {
    if (stopped) return;
    if (video.videoWidth > 0) {
      const text = await fromCanvasSource(video, video.videoWidth, video.videoHeight).catch(() => null);
      if (text && !stopped) {
        stop();
        onText(text);
        return;
      }
    }
    // A few frames a second is enough to catch a QR held still, and spares a phone's battery.
    window.setTimeout(() => void tick(), 250);
  };
  void tick();
  return stop;
}
