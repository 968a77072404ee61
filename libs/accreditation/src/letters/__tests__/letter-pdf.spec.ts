import { letterDate, letterQrLayout, pdfSafe, renderLetterPdf, type LetterContent } from '../letter-pdf.js';
import { pdfText } from './pdf-text.js';

const content = (overrides: Partial<LetterContent> = {}): LetterContent => ({
  councilName: 'JAMB',
  centreName: 'Sunrise CBT Centre',
  reference: 'JAMB-2026-12345678',
  addressLines: ['1 School Road', 'Ikeja LGA', 'Lagos'],
  accreditedAt: new Date('2026-03-04T10:00:00Z'),
  issuedAt: new Date('2026-03-04T10:05:00Z'),
  approvals: [
    { stageNumber: 2, stageName: 'Final review', approverName: 'Bola Ade', approvalDate: new Date('2026-03-04T09:00:00Z') },
    { stageNumber: 1, stageName: 'Document check', approverName: 'Chi Eze', approvalDate: new Date('2026-03-02T09:00:00Z') },
  ],
  code: 'ABCD-EFGH-JKMN',
  verifyUrl: 'https://portal.example/verify/ABCD-EFGH-JKMN',
  credential: 'CBT1:6BFOXN*TS0BI$ZD4N9:9S6RCVN5+O30K3/XIV0W23NTDEXWK G2EP4J0B3KL6QM5/OVGA/MAT%ZSGO0E2',
  ...overrides,
});

describe('the accreditation letter PDF', () => {
  it('carries the council, title, centre, reference, address, dates, approvals and the code', async () => {
    const pdf = await renderLetterPdf(content());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'JAMB',
      'Certificate of Accreditation',
      'Sunrise CBT Centre',
      'JAMB-2026-12345678',
      '1 School Road, Ikeja LGA, Lagos',
      '4 March 2026',
      '1. Document check',
      'Chi Eze',
      '2 March 2026',
      '2. Final review',
      'Bola Ade',
      'ABCD-EFGH-JKMN',
      'https://portal.example/verify/ABCD-EFGH-JKMN',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('Document check')).toBeLessThan(text.indexOf('Final review'));
  });

  it('prints the validity granted, "Valid from" and "Valid until", in Lagos dates', async () => {
    const { text } = await pdfText(await renderLetterPdf(content({ validFrom: new Date('2026-03-04T23:30:00Z'), validUntil: new Date('2027-03-04T23:30:00Z') })));
    expect(text).toContain('Valid from 5 March 2026');
    expect(text).toContain('Valid until 5 March 2027');
  });

  it('prints the longest credential (400 characters) as a QR of version 15 or smaller at error correction Q, modules of at least 0.6 mm', () => {
    // Base45 characters: the QR's alphanumeric mode. DECISIONS §10 caps the text at 400 characters.
    const longest = `CBT1:${'9 $%*+-./:AZ'.repeat(40)}`.slice(0, 400);
    const layout = letterQrLayout(longest);
    expect(layout.version).toBeLessThanOrEqual(15);
    expect(layout.moduleMm).toBeGreaterThanOrEqual(0.6);
    expect(letterQrLayout(content().credential).version).toBeLessThan(layout.version);
  });

  it('embeds the QR code as an image', async () => {
    const pdf = await renderLetterPdf(content());
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('keeps names outside Latin-1 readable and ten long stages on the page flow', async () => {
    const approvals = Array.from({ length: 10 }, (_, i) => ({
      stageNumber: i + 1,
      stageName: `Stage ${i + 1} with a rather long descriptive name for the review step`,
      approverName: `Approver Number ${i + 1} With A Long Name`,
      approvalDate: new Date('2026-03-04T09:00:00Z'),
    }));
    const { text } = await pdfText(await renderLetterPdf(content({ centreName: 'Ọ̀yọ́ Ìlú CBT Centre 中心', approvals })));
    expect(text).toContain('Oyo Ilu CBT Centre ??');
    expect(text).toContain('Approver Number 10 With A Long Name');
    expect(text).toContain('ABCD-EFGH-JKMN');
  });

  it('dates the letter in Lagos time', () => {
    expect(letterDate(new Date('2026-03-04T23:30:00Z'))).toBe('5 March 2026');
    expect(pdfSafe('Ẹ̀kọ́ – “x”')).toBe('Eko ? ?x?');
  });
});
