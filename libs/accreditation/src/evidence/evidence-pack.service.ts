import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminAuditActor, AuditLog, ReadLog } from '#audit';
import { AUDIT_MSG, type EvidencePackView } from '#contracts';
import { CentreAccess, isUuid } from '#centres';
import { APP_CONFIG, AppError, claimJobSlot, EventRouter, FileStorage, JOB_LIMITS, JobName, JobRegistry, OutboxService, UnitOfWork, type AdminPrincipal, type AppConfig } from '#platform';
import { LetterStore } from '../letters/letter-store.js';
import { renderEvidencePdf, type EvidenceContent } from './evidence-pdf.js';
import { collectInspectionEvidence } from '../inspections/evidence/inspection-evidence.js';
import { collectDueProcessEvidence } from './due-process-evidence.js';

export const EVIDENCE_REQUESTED = 'audit.evidence_requested';

export type { EvidencePackView };

/**
 * Evidence packs: an auditor asks, a worker job (through the outbox, like every job)
 * renders one PDF of the centre's identity, every history entry, every document with its SHA-256, the
 * stage approvals, the decisions against it with their appeals, and the letter; the auditor downloads it. Asking and downloading are logged.
 */
@Injectable()
export class EvidencePackService implements OnModuleInit {
  private readonly logger = new Logger('evidence-pack');

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly access: CentreAccess,
    private readonly audit: AuditLog,
    private readonly letters: LetterStore,
    private readonly registry: JobRegistry,
    private readonly router: EventRouter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: FileStorage,
    private readonly reads: ReadLog,
  ) {}

  onModuleInit(): void {
    this.router.on(EVIDENCE_REQUESTED, JobName.GenerateEvidencePack);
    this.registry.register<{ packId: string }>(JobName.GenerateEvidencePack, (payload) => this.generate(payload?.packId));
  }

  async request(admin: AdminPrincipal, centreId: string): Promise<EvidencePackView> {
    const centre = await this.access.forAdmin(admin, centreId);
    return this.uow.run(async (manager) => {
      // A pack of this centre still being made answers the request (DECISIONS §9: each pack hashes
      // every document); past that, the admin's own limits (platform job-limits.ts).
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`evidence_packs:centre:${centre.id}`]);
      const [waiting] = (await manager.query(`SELECT * FROM evidence_packs WHERE centre_id = $1 AND state = 'queued' ORDER BY created_at DESC LIMIT 1`, [centre.id])) as PackRow[];
      if (waiting) return toView(waiting);
      await claimJobSlot(manager, JOB_LIMITS.evidencePacks, admin.id);
      const [row] = (await manager.query(`INSERT INTO evidence_packs (centre_id, requested_by) VALUES ($1, $2) RETURNING *`, [centre.id, admin.id])) as PackRow[];
      await this.outbox.record(manager, EVIDENCE_REQUESTED, { packId: row!.id });
      await this.audit.append(manager, { action: 'centre.evidence_requested', actor: adminAuditActor(admin), target: { type: 'evidence', id: row!.id }, centreId: centre.id, state: centre.State });
      return toView(row!);
    });
  }

  async latest(admin: AdminPrincipal, centreId: string): Promise<EvidencePackView> {
    const centre = await this.access.forAdmin(admin, centreId);
    const [row] = (await this.dataSource.query(`SELECT * FROM evidence_packs WHERE centre_id = $1 ORDER BY created_at DESC LIMIT 1`, [centre.id])) as PackRow[];
    if (!row) throw AppError.notFound(AUDIT_MSG.evidencePackNotFound);
    return toView(row);
  }

  async download(admin: AdminPrincipal, centreId: string): Promise<{ body: Readable; size: number; filename: string }> {
    const centre = await this.access.forAdmin(admin, centreId);
    const [row] = (await this.dataSource.query(`SELECT * FROM evidence_packs WHERE centre_id = $1 AND state = 'ready' ORDER BY created_at DESC LIMIT 1`, [centre.id])) as PackRow[];
    const opened = await this.files.open(row?.stored_name);
    if (!row || !opened) throw AppError.notFound(AUDIT_MSG.evidencePackNotReady);
    await this.audit.record({ action: 'centre.evidence_downloaded', actor: adminAuditActor(admin), target: { type: 'evidence', id: row.id }, centreId: centre.id, state: centre.State, data: { sha256: row.sha256 } });
    this.reads.record(admin, 'audit.read', { id: centre.id, state: centre.State }, 'evidence');
    return { body: opened.stream, size: opened.size, filename: `evidence-pack-${centre.ReferenceNumber}.pdf` };
  }

  /** The job: idempotent (a pack already made is left alone), and gone centres or packs end it quietly. */
  async generate(packId: unknown): Promise<void> {
    if (!isUuid(packId)) return;
    const [pack] = (await this.dataSource.query(`SELECT * FROM evidence_packs WHERE id = $1`, [packId])) as PackRow[];
    if (!pack || pack.state !== 'queued') return;
    try {
      const content = await this.collect(pack);
      if (!content) return;
      const pdf = await renderEvidencePdf(content);
      const stored = await this.files.put(pdf, { kind: 'evidence', contentType: 'application/pdf' });
      const kept = await this.dataSource.transaction(async (manager) => {
        const [, claimed] = (await manager.query(`UPDATE evidence_packs SET state = 'ready', stored_name = $2, sha256 = $3, finished_at = now() WHERE id = $1 AND state = 'queued'`, [
          pack.id,
          stored.id,
          stored.sha256,
        ])) as [unknown, number];
        if (claimed === 1) await this.files.keep(manager, stored.id);
        return claimed === 1;
      });
      // Another run of the job made the pack first: this copy goes.
      if (!kept) await this.files.remove(stored.id);
    } catch (error) {
      this.logger.error(`evidence pack ${pack.id} failed: ${(error as Error).message}`);
      await this.dataSource.query(`UPDATE evidence_packs SET state = 'failed', error = $2, finished_at = now() WHERE id = $1`, [pack.id, (error as Error).message.slice(0, 500)]);
    }
  }

  private async collect(pack: PackRow): Promise<EvidenceContent | null> {
    const [c] = (await this.dataSource.query(`SELECT * FROM centres WHERE id = $1`, [pack.centre_id])) as Array<Record<string, any>>;
    if (!c) return null;
    const [requester] = (await this.dataSource.query(`SELECT email FROM users WHERE id = $1`, [pack.requested_by])) as Array<{ email: string }>;
    const history = (await this.dataSource.query(`SELECT * FROM centre_actions WHERE centre_id = $1 ORDER BY seq`, [c.id])) as Array<Record<string, any>>;
    // The registration documents, then those the centre attached to its representations and appeals (DECISIONS §10), with their type.
    const docs = (await this.dataSource.query(
      `SELECT document_type, filename, stored_name, size_bytes, uploaded_at FROM centre_documents WHERE centre_id = $1
       UNION ALL
       SELECT CASE WHEN notice_id IS NOT NULL THEN 'representations' ELSE 'appeal' END, filename, stored_name, size_bytes, uploaded_at FROM due_process_documents WHERE centre_id = $1
       ORDER BY uploaded_at`,
      [c.id],
    )) as Array<Record<string, any>>;
    const [acc] = (await this.dataSource.query(`SELECT * FROM accreditations WHERE centre_id = $1 AND is_current`, [c.id])) as Array<Record<string, any>>;
    const approvals = acc ? ((await this.dataSource.query(`SELECT * FROM accreditation_approvals WHERE accreditation_id = $1 ORDER BY stage_number`, [acc.id])) as Array<Record<string, any>>) : [];
    const documents = [];
    for (const d of docs) {
      // The hash kept when the file was stored: the bytes are not read again.
      const sha256 = await this.files.sha256(d.stored_name);
      documents.push({ type: d.document_type, filename: d.filename, uploadedAt: new Date(d.uploaded_at), sizeBytes: Number(d.size_bytes), sha256: sha256 ?? 'file missing' });
    }
    const letterSha = acc ? await this.letters.sha256(acc.letter_stored_name) : null;
    const identityFields: Array<[string, unknown]> = [
      ['Reference', c.reference_number],
      ['Centre name', c.centre_name],
      ['Government/RC number', c.government_id],
      ['Ownership', c.ownership_type],
      ['State', c.state],
      ['Local government', c.local_government],
      ['Address', c.address],
      ['Admin name', c.admin_name],
      ['Admin email', c.admin_email],
      ['Admin phone', c.admin_number],
      ['Status', c.status],
      ['Created', c.created_at ? new Date(c.created_at).toISOString() : ''],
    ];
    return {
      councilName: this.config.examBody,
      generatedAt: new Date(),
      requestedBy: requester?.email ?? 'unknown',
      identity: identityFields.map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
      history: history.map((h) => ({
        seq: h.seq,
        at: new Date(h.at),
        action: h.action,
        actor: h.actor_type === 'admin' ? `${h.actor_name ?? ''} <${h.actor_email ?? ''}>` : h.actor_type === 'system' ? `system${h.actor_name ? ` (${h.actor_name})` : ''}` : 'the centre',
        status: h.from_status !== h.to_status ? `${h.from_status ?? '-'} -> ${h.to_status ?? '-'}` : '',
        note: h.note_kind ? `${h.note_kind}: ${h.note}` : h.data ? JSON.stringify(h.data) : '',
        hash: h.hash,
      })),
      documents,
      approvals: approvals.map((a) => ({ stageNumber: a.stage_number, stageName: a.stage_name, approver: `${a.approver_name} <${a.approver_email}>`, at: new Date(a.approval_date), comments: a.comments ?? '' })),
      accreditation: acc
        ? [
            ['Status', String(acc.status)],
            ['Stage', `${acc.current_stage} of ${acc.total_stages_required}`],
            ['Accredited at', acc.accredited_at ? new Date(acc.accredited_at).toISOString() : ''],
            ['Rejection reason', acc.rejection_reason ?? ''],
          ]
        : [],
      inspections: await collectInspectionEvidence(this.dataSource, c.id),
      dueProcess: await collectDueProcessEvidence(this.dataSource, c.id),
      letter: letterSha ? { sha256: letterSha, code: acc!.letter_code, generatedAt: acc!.letter_generated_at ? new Date(acc!.letter_generated_at) : null } : null,
    };
  }
}

interface PackRow {
  id: string;
  centre_id: string;
  requested_by: string | null;
  state: 'queued' | 'ready' | 'failed';
  stored_name: string | null;
  sha256: string | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

function toView(row: PackRow): EvidencePackView {
  return {
    packId: row.id,
    centreId: row.centre_id,
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    sha256: row.sha256,
    error: row.error,
  };
}
