import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface LetterApproval {
  stageNumber: number;
  stageName: string;
  approverName: string;
  approvalDate: Date;
}

export interface LetterContent {
  councilName: string;
  centreName: string;
  reference: string;
  addressLines: string[];
  accreditedAt: Date;
  issuedAt: Date;
  /** DECISIONS §9: the validity granted, as in the snapshot (absent for letters made before validity existed). */
  validFrom?: Date | null;
  validUntil?: Date | null;
  approvals: LetterApproval[];
  /**
   * The person who signs for the council: the approver of the final stage, by name (DECISIONS §10
   * "Screens": a letter names people, never a role). Absent when no person approved it (auto-approve).
   */
  signatory?: { name: string; date: Date } | null;
  code: string;
  verifyUrl: string;
  /** DECISIONS §10: the signed credential the QR holds (`CBT1:` + base45; docs/LETTERS.md). */
  credential: string;
}

export const LETTER_TITLE = 'Certificate of Accreditation';

const MARGIN = 56;
const GREEN = '#0b6e3a';
const GREY = '#555555';
/**
 * 150 pt (53 mm) square: a version-15 QR (the largest a credential needs; 77 modules and a one-module
 * margin each side) prints its modules at 0.67 mm, which a phone camera reads at arm's length.
 */
const QR_SIZE = 150;
const QR_MARGIN_MODULES = 1;
const POINT_MM = 25.4 / 72;

/** The QR of a credential as printed: its version (at error correction Q) and the printed size of one module. */
export function letterQrLayout(text: string): { version: number; modules: number; moduleMm: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  const modules = qr.modules.size;
  return { version: qr.version, modules, moduleMm: (QR_SIZE * POINT_MM) / (modules + 2 * QR_MARGIN_MODULES) };
}

/** The council sits in Nigeria: dates on the letter are Lagos dates, whatever the server's zone. */
export function letterDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(date);
}

/**
 * The built-in PDF fonts only cover Latin-1: accents are taken off (Ọ -> O) and anything else
 * becomes '?', so a name never turns into unreadable glyphs.
 */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** One A4 page (more only when many long approver names need it), rendered to memory. */
export async function renderLetterPdf(content: LetterContent): Promise<Buffer> {
  // Q (25% recovery) survives a fold or a smudge on paper; the text is base45, which QR's alphanumeric mode holds compactly.
  const { modules } = letterQrLayout(content.credential);
  const qr = await QRCode.toBuffer(content.credential, { type: 'png', errorCorrectionLevel: 'Q', margin: QR_MARGIN_MODULES, scale: 8, width: (modules + 2 * QR_MARGIN_MODULES) * 8 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${LETTER_TITLE} - ${pdfSafe(content.reference)}`, Author: pdfSafe(content.councilName), Subject: pdfSafe(content.centreName) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(GREEN).text(pdfSafe(content.councilName), { align: 'center' });
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(16).fillColor('black').text(LETTER_TITLE, { align: 'center' });
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(GREY).text('Accreditation Letter', { align: 'center' });
  doc.moveDown(1.2).font('Helvetica').fontSize(11).fillColor('black');
  doc.text(`This is to certify that the centre named below has been accredited by ${pdfSafe(content.councilName)} as a Computer-Based Test (CBT) centre, after passing the autotest and every approval stage of the accreditation workflow.`, { align: 'justify' });

  doc.moveDown(1);
  detail(doc, 'Centre name', content.centreName);
  detail(doc, 'Reference number', content.reference);
  detail(doc, 'Address', content.addressLines.join(', ') || '-');
  detail(doc, 'Date of accreditation', letterDate(content.accreditedAt));
  detail(doc, 'Date of issue', letterDate(content.issuedAt));
  if (content.validFrom) detail(doc, 'Valid from', letterDate(content.validFrom));
  if (content.validUntil) detail(doc, 'Valid until', letterDate(content.validUntil));

  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Approvals', MARGIN);
  doc.moveDown(0.3);
  approvalsTable(doc, content.approvals, width);
  if (content.signatory) {
    doc.moveDown(0.8).font('Helvetica').fontSize(10).fillColor(GREY).text(`Signed for ${pdfSafe(content.councilName)} by`, MARGIN);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(pdfSafe(content.signatory.name), MARGIN);
    doc.font('Helvetica').fontSize(10).fillColor(GREY).text(letterDate(content.signatory.date), MARGIN).fillColor('black');
  }

  if (doc.y + QR_SIZE + 40 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(1.2);
  const top = doc.y;
  doc.image(qr, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  const textX = MARGIN + QR_SIZE + 16;
  const textWidth = width - QR_SIZE - 16;
  doc.font('Helvetica-Bold').fontSize(11).text('Verification code', textX, top, { width: textWidth });
  doc.font('Courier-Bold').fontSize(18).text(content.code, textX, doc.y + 2, { width: textWidth });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text('Scan the QR code with the verify page of the council\'s site (it checks the signature, even offline), or open the address below, to confirm that this letter is genuine and the accreditation still stands.', textX, doc.y + 6, { width: textWidth });
  doc.fillColor(GREEN).text(content.verifyUrl, textX, doc.y + 2, { width: textWidth, link: content.verifyUrl });
  doc.fillColor('black');

  doc.end();
  return done;
}

function detail(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(label, MARGIN, y, { width: 140 });
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(pdfSafe(value), MARGIN + 150, y, { width: doc.page.width - 2 * MARGIN - 150 });
  doc.moveDown(0.4);
}

function approvalsTable(doc: PDFKit.PDFDocument, approvals: LetterApproval[], width: number): void {
  const columns = [
    { title: 'Stage', x: MARGIN, w: width * 0.38 },
    { title: 'Approved by', x: MARGIN + width * 0.4, w: width * 0.36 },
    { title: 'Date', x: MARGIN + width * 0.78, w: width * 0.22 },
  ];
  const row = (cells: string[], font: string) => {
    if (doc.y + 30 > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    doc.font(font).fontSize(10).fillColor('black');
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.w }));
    cells.forEach((cell, i) => doc.text(cell, columns[i]!.x, y, { width: columns[i]!.w }));
    const bottom = y + Math.max(...heights) + 4;
    doc.moveTo(MARGIN, bottom).lineTo(MARGIN + width, bottom).lineWidth(0.5).strokeColor('#cccccc').stroke();
    doc.y = bottom + 4;
  };
  row(columns.map((c) => c.title), 'Helvetica-Bold');
  for (const a of [...approvals].sort((x, y) => x.stageNumber - y.stageNumber)) {
    row([pdfSafe(`${a.stageNumber}. ${a.stageName}`), pdfSafe(a.approverName), letterDate(a.approvalDate)], 'Helvetica');
  }
  doc.x = MARGIN;
}
