import PDFDocument from 'pdfkit';
import { pdfSafe } from '../letters/letter-pdf.js';
import type { DueProcessEvidence } from './due-process-evidence.js';

export interface EvidenceContent {
  councilName: string;
  generatedAt: Date;
  requestedBy: string;
  identity: Array<[string, string]>;
  history: Array<{ seq: number; at: Date; action: string; actor: string; status: string; note: string; hash: string }>;
  documents: Array<{ type: string; filename: string; uploadedAt: Date; sizeBytes: number; sha256: string }>;
  approvals: Array<{ stageNumber: number; stageName: string; approver: string; at: Date; comments: string }>;
  accreditation: Array<[string, string]>;
  letter: { sha256: string; code: string | null; generatedAt: Date | null } | null;
  /** Inspection visits, each a heading and its lines. */
  inspections: Array<{ heading: string; lines: string[] }>;
  /** Decisions against the centre, their appeals, and the centre's due-process figures (DECISIONS §10). */
  dueProcess: DueProcessEvidence;
}

const MARGIN = 50;

/** One PDF with everything an auditor asks about a centre; hashes let any copy be checked. */
export function renderEvidencePdf(content: EvidenceContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: 'Evidence pack', Author: content.councilName } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfSafe(value), options);
    const heading = (value: string) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13);
      text(value);
      doc.font('Helvetica').fontSize(9).moveDown(0.3);
    };
    const pairs = (rows: Array<[string, string]>) => {
      for (const [k, v] of rows) {
        doc.font('Helvetica-Bold');
        text(`${k}: `, { continued: true });
        doc.font('Helvetica');
        text(v || '-');
      }
    };

    doc.font('Helvetica-Bold').fontSize(18);
    text(`${content.councilName} - Evidence pack`);
    doc.font('Helvetica').fontSize(9);
    text(`Generated ${content.generatedAt.toISOString()} for ${content.requestedBy}`);

    heading('Centre identity');
    pairs(content.identity);

    heading(`Action history (${content.history.length} entries)`);
    for (const h of content.history) {
      doc.font('Helvetica-Bold');
      text(`#${h.seq} ${h.at.toISOString()} ${h.action}`, { continued: true });
      doc.font('Helvetica');
      text(`  by ${h.actor}${h.status ? `  ${h.status}` : ''}`);
      if (h.note) text(h.note, { indent: 12 });
      doc.fillColor('#666666');
      text(`sha256 ${h.hash}`, { indent: 12 });
      doc.fillColor('black');
    }

    heading(`Documents (${content.documents.length})`);
    if (content.documents.length === 0) text('No documents.');
    for (const d of content.documents) {
      text(`${d.type}: ${d.filename} (${d.sizeBytes} bytes, uploaded ${d.uploadedAt.toISOString()})`);
      doc.fillColor('#666666');
      text(`sha256 ${d.sha256}`, { indent: 12 });
      doc.fillColor('black');
    }

    heading('Accreditation');
    if (content.accreditation.length === 0) text('Not initialised.');
    else pairs(content.accreditation);
    heading(`Stage approvals (${content.approvals.length})`);
    if (content.approvals.length === 0) text('None.');
    for (const a of content.approvals) text(`Stage ${a.stageNumber} ${a.stageName}: ${a.approver}, ${a.at.toISOString()}${a.comments ? ` - ${a.comments}` : ''}`);

    heading(`Inspection visits (${content.inspections.length})`);
    if (content.inspections.length === 0) text('None.');
    for (const visit of content.inspections) {
      doc.font('Helvetica-Bold');
      text(visit.heading);
      doc.font('Helvetica');
      for (const line of visit.lines) text(line, { indent: 12 });
    }

    heading(`Decisions and appeals (${content.dueProcess.decisions.length})`);
    for (const line of content.dueProcess.summary) text(line);
    for (const decision of content.dueProcess.decisions) {
      doc.moveDown(0.3).font('Helvetica-Bold');
      text(decision.heading);
      doc.font('Helvetica');
      for (const line of decision.lines) text(line, { indent: 12 });
    }

    heading('Accreditation letter');
    if (!content.letter) text('No letter has been generated.');
    else pairs([['Verification code', content.letter.code ?? '-'], ['Generated', content.letter.generatedAt?.toISOString() ?? '-'], ['PDF sha256', content.letter.sha256]]);
    doc.end();
  });
}
