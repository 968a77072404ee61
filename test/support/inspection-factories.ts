import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { InspectionCriterion } from '#contracts';
import type { TestApp } from './test-app.js';

/** Inspection test data: visits and findings go through the API as the console sends them. */

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of width x height pixels in one colour (browsers decode it; file-type reads it as PNG). */
export function pngImage(width = 8, height = 8, rgb: [number, number, number] = [20, 120, 60]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export async function scheduleVisit(app: TestApp, token: string, centreId: string, inspectorIds: string[], visitDate = new Date().toISOString().slice(0, 10)): Promise<Record<string, any>> {
  const res = await app.request('POST', '/api/inspections/visits', { token, body: { centreId, visitDate, inspectorIds } });
  if (res.status !== 201) throw new Error(`schedule failed: ${res.status} ${res.text}`);
  return res.body.data;
}

export function recordFinding(app: TestApp, token: string, visitId: string, key: string, value: unknown, options: { opId?: string; baseVersion?: number; notes?: string } = {}) {
  return app.request('PUT', `/api/inspections/visits/${visitId}/findings/${key}`, {
    token,
    body: { opId: options.opId ?? randomUUID(), value, baseVersion: options.baseVersion ?? 0, notes: options.notes, capturedAt: new Date().toISOString() },
  });
}

export function uploadPhoto(app: TestApp, token: string, visitId: string, fields: Record<string, string>, body: Buffer = pngImage(), type = 'image/png') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(body)], { type }), 'photo.png');
  return app.request('POST', `/api/inspections/visits/${visitId}/photos`, { token, raw: form });
}

/** Answers meeting every criterion of the checklist (photo criteria get a photo). */
export async function recordPassingVisit(app: TestApp, token: string, visit: Record<string, any>): Promise<void> {
  for (const c of visit.checklist as InspectionCriterion[]) {
    if (c.kind === 'photo') {
      const res = await uploadPhoto(app, token, visit.id, { id: randomUUID(), criterionKey: c.key });
      if (res.status !== 201) throw new Error(`photo failed: ${res.status} ${res.text}`);
      continue;
    }
    const value = c.kind === 'yes_no' ? true : c.kind === 'number' ? Math.max(c.minimum ?? 0, 300) : c.passing[0];
    const current = (visit.findings as Array<{ criterionKey: string; version: number }>).find((f) => f.criterionKey === c.key);
    const res = await recordFinding(app, token, visit.id, c.key, value, { baseVersion: current?.version ?? 0 });
    if (res.status !== 200) throw new Error(`finding ${c.key} failed: ${res.status} ${res.text}`);
  }
}
