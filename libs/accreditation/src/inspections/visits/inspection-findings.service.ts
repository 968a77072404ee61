import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CHECKLIST_LIMITS, checkFindingValue, INSPECTION_MSG, INSPECTION_PHOTO_LIMITS, type FindingView, type InspectionCriterion, type PhotoView } from '#contracts';
import { ActionHistory, adminActor, isUuid } from '#centres';
import { AppError, UnitOfWork, type AdminPrincipal, type FieldError } from '#platform';
import { InspectionPhotoStore, type StoredPhoto } from '../photos/inspection-photo-store.js';
import { receivePhoto, type PhotoRequest } from '../photos/photo-upload.js';
import { toFindingView, toPhotoView, type FindingRow, type PhotoRow, type VisitRow } from './visit-rows.js';
import { assertInspector, assertTransition, touchVisit, visitInScope } from './visit-store.js';

export interface FindingBody {
  opId?: unknown;
  value?: unknown;
  notes?: unknown;
  capturedAt?: unknown;
  baseVersion?: unknown;
}

const fullName = (admin: AdminPrincipal) => `${admin.firstName} ${admin.lastName}`.trim() || admin.email;

function isoOrNull(value: unknown, path: string, errors: FieldError[]): string | null {
  if (value === undefined || value === null || value === '') return null;
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) {
    errors.push({ path, msg: INSPECTION_MSG.capturedAtInvalid });
    return null;
  }
  return new Date(at).toISOString();
}

function criterionOf(visit: VisitRow, key: string): InspectionCriterion {
  const criterion = visit.checklist.find((c) => c.key === key);
  if (!criterion) throw AppError.validation([{ path: 'criterionKey', msg: INSPECTION_MSG.unknownCriterion(key.slice(0, 60)) }]);
  return criterion;
}

/**
 * What an inspector sends from the site, possibly long after recording it on a phone without a
 * connection. Every send carries an id made on the device: a finding's op id is kept as a receipt
 * and a photo's id is its key, so a retried send is answered from what was stored, never applied
 * twice. A finding carries the version the device last read: when someone else changed that
 * criterion since, the send is refused with theirs (409), never written over it.
 */
@Injectable()
export class InspectionFindingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly photos: InspectionPhotoStore,
  ) {}

  async record(admin: AdminPrincipal, visitId: string, criterionKey: string, body: FindingBody): Promise<{ finding: FindingView; visitVersion: number; replayed: boolean }> {
    const errors: FieldError[] = [];
    const opId = typeof body.opId === 'string' ? body.opId : '';
    if (!isUuid(opId)) errors.push({ path: 'opId', msg: INSPECTION_MSG.opIdRequired });
    const capturedAt = isoOrNull(body.capturedAt, 'capturedAt', errors);
    const notes = typeof body.notes === 'string' ? body.notes.trim() : '';
    if (notes.length > CHECKLIST_LIMITS.notes) errors.push({ path: 'notes', msg: INSPECTION_MSG.notesTooLong(CHECKLIST_LIMITS.notes) });
    const baseVersion = body.baseVersion === undefined || body.baseVersion === null ? 0 : Number(body.baseVersion);
    if (!Number.isInteger(baseVersion) || baseVersion < 0) errors.push({ path: 'baseVersion', msg: 'baseVersion must be the version of the finding last read (0 for none)' });
    if (errors.length > 0) throw AppError.validation(errors);

    return this.uow.run(async (manager) => {
      const visit = await visitInScope(manager, admin, visitId, true);
      const replay = await this.replayedFinding(manager, visit, opId, criterionKey);
      if (replay) return { finding: replay, visitVersion: visit.version, replayed: true };
      await assertInspector(manager, visit, admin);
      assertTransition(visit, { type: 'RECORD' });
      const criterion = criterionOf(visit, criterionKey);
      const checked = checkFindingValue(criterion, body.value);
      if (checked.error) throw AppError.validation([{ path: 'value', msg: checked.error }]);
      const [current] = (await manager.query(`SELECT * FROM inspection_findings WHERE visit_id = $1 AND criterion_key = $2`, [visit.id, criterion.key])) as FindingRow[];
      if (current && current.version !== baseVersion) {
        throw AppError.conflict(INSPECTION_MSG.findingConflict(criterion.label, current.recorded_by_name)).withData({ current: toFindingView(current) });
      }
      await manager.query(`INSERT INTO inspection_sync_receipts (op_id, visit_id, kind) VALUES ($1, $2, 'finding')`, [opId, visit.id]);
      const rows = (await manager.query(
        `INSERT INTO inspection_findings (visit_id, criterion_key, value, notes, recorded_by, recorded_by_name, captured_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
         ON CONFLICT (visit_id, criterion_key) DO UPDATE SET value = EXCLUDED.value, notes = EXCLUDED.notes, version = inspection_findings.version + 1,
           recorded_by = EXCLUDED.recorded_by, recorded_by_name = EXCLUDED.recorded_by_name, recorded_at = now(), captured_at = EXCLUDED.captured_at
         RETURNING *`,
        [visit.id, criterion.key, JSON.stringify(checked.value), notes || null, admin.id, fullName(admin), capturedAt],
      )) as FindingRow[];
      const saved = rows[0]!;
      await this.history.append(manager, visit.centre_id, {
        action: 'inspection_finding_recorded',
        fromStatus: visit.centre_status,
        toStatus: visit.centre_status,
        actor: adminActor(admin),
        note: notes ? { kind: 'details', text: notes } : null,
        data: { visitId: visit.id, criterionKey: criterion.key, criterion: criterion.label, value: checked.value, previous: current ? current.value : null, capturedAt, opId },
      });
      return { finding: toFindingView(saved), visitVersion: await touchVisit(manager, visit.id), replayed: false };
    });
  }

  /** The finding as stored when this op was applied before (a retry); null for a new op. */
  private async replayedFinding(manager: EntityManager, visit: VisitRow, opId: string, criterionKey: string): Promise<FindingView | null> {
    const [receipt] = (await manager.query(`SELECT visit_id FROM inspection_sync_receipts WHERE op_id = $1`, [opId])) as Array<{ visit_id: string }>;
    if (!receipt) return null;
    if (receipt.visit_id !== visit.id) throw AppError.conflict(INSPECTION_MSG.opIdRequired);
    const [row] = (await manager.query(`SELECT * FROM inspection_findings WHERE visit_id = $1 AND criterion_key = $2`, [visit.id, criterionKey])) as FindingRow[];
    return row ? toFindingView(row) : null;
  }

  async addPhoto(admin: AdminPrincipal, visitId: string, request: PhotoRequest): Promise<{ photo: PhotoView; visitVersion: number; replayed: boolean }> {
    const received = await receivePhoto(request);
    const f = received.fields;
    const errors: FieldError[] = [];
    const id = (f.id ?? '').trim();
    if (!isUuid(id)) errors.push({ path: 'id', msg: INSPECTION_MSG.opIdRequired });
    const takenAt = isoOrNull(f.takenAt, 'takenAt', errors);
    const position = readPosition(f, errors);
    if (errors.length > 0) throw AppError.validation(errors);
    const sha256 = createHash('sha256').update(received.body).digest('hex');

    return this.uow.run(async (manager) => {
      const visit = await visitInScope(manager, admin, visitId, true);
      const [existing] = (await manager.query(`SELECT * FROM inspection_photos WHERE id = $1`, [id])) as PhotoRow[];
      if (existing) {
        if (existing.visit_id !== visit.id) throw AppError.conflict(INSPECTION_MSG.photoIdTaken);
        return { photo: toPhotoView(existing), visitVersion: visit.version, replayed: true };
      }
      await assertInspector(manager, visit, admin);
      assertTransition(visit, { type: 'RECORD' });
      const criterionKey = f.criterionKey ? criterionOf(visit, f.criterionKey.trim()).key : null;
      const [{ n, bytes }] = (await manager.query(`SELECT count(*)::int AS n, COALESCE(sum(size_bytes), 0)::bigint AS bytes FROM inspection_photos WHERE visit_id = $1`, [visit.id])) as [
        { n: number; bytes: string },
      ];
      if (n >= INSPECTION_PHOTO_LIMITS.perVisit) throw AppError.conflict(INSPECTION_MSG.photoLimit(INSPECTION_PHOTO_LIMITS.perVisit));
      // The visit row is locked (visitInScope), so two uploads at once cannot both pass the total.
      const total = INSPECTION_PHOTO_LIMITS.totalBytesPerVisit;
      if (Number(bytes) + received.body.length > total) throw new AppError('PAYLOAD_TOO_LARGE', INSPECTION_MSG.photoBytesLimit(total / (1024 * 1024))).withData({ storedBytes: Number(bytes), maxBytes: total });
      // The photo's own id is its storage key: one id, one stored copy.
      await this.photos.put(manager, id, received.body, received.contentType);
      const rows = (await manager.query(
        `INSERT INTO inspection_photos (id, visit_id, criterion_key, storage_key, content_type, size_bytes, sha256, taken_at, latitude, longitude, accuracy_m, uploaded_by, uploaded_by_name)
         VALUES ($1::uuid, $2, $3, $1::text, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [id, visit.id, criterionKey, received.contentType, received.body.length, sha256, takenAt, position.latitude, position.longitude, position.accuracy, admin.id, fullName(admin)],
      )) as PhotoRow[];
      await this.history.append(manager, visit.centre_id, {
        action: 'inspection_photo_added',
        fromStatus: visit.centre_status,
        toStatus: visit.centre_status,
        actor: adminActor(admin),
        data: { visitId: visit.id, photoId: id, criterionKey, sha256, sizeBytes: received.body.length, takenAt, latitude: position.latitude, longitude: position.longitude },
      });
      return { photo: toPhotoView(rows[0]!), visitVersion: await touchVisit(manager, visit.id), replayed: false };
    });
  }

  async openPhoto(admin: AdminPrincipal, visitId: string, photoId: string): Promise<StoredPhoto> {
    const visit = await visitInScope(this.dataSource.manager, admin, visitId);
    const [row] = isUuid(photoId) ? ((await this.dataSource.query(`SELECT storage_key FROM inspection_photos WHERE id = $1 AND visit_id = $2`, [photoId, visit.id])) as Array<{ storage_key: string }>) : [];
    const stored = row ? await this.photos.open(row.storage_key) : null;
    if (!stored) throw AppError.notFound(INSPECTION_MSG.photoNotFound);
    return stored;
  }
}

function readPosition(f: Record<string, string>, errors: FieldError[]): { latitude: number | null; longitude: number | null; accuracy: number | null } {
  const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : Number(v));
  const latitude = num(f.latitude);
  const longitude = num(f.longitude);
  const accuracy = num(f.accuracy);
  const none = latitude === null && longitude === null;
  const valid = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  if (!none && !valid) errors.push({ path: 'latitude', msg: INSPECTION_MSG.photoPosition });
  if (accuracy !== null && !(Number.isFinite(accuracy) && accuracy >= 0)) errors.push({ path: 'accuracy', msg: INSPECTION_MSG.photoPosition });
  return none || !valid ? { latitude: null, longitude: null, accuracy: null } : { latitude, longitude, accuracy };
}
