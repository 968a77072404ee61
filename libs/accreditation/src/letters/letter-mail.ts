import { renderMail, type RenderedMail } from '#platform';

export const LETTER_MAIL_TEMPLATE = 'accreditation-letter';

export interface LetterMailData {
  centreName: string;
  reference: string;
  code: string;
  verifyUrl: string;
  councilName: string;
}

export function readLetterMailData(data: Record<string, unknown>): LetterMailData {
  const text = (key: keyof LetterMailData) => String(data[key] ?? '');
  return { centreName: text('centreName'), reference: text('reference'), code: text('code'), verifyUrl: text('verifyUrl'), councilName: text('councilName') };
}

export function accreditationLetterMail(d: LetterMailData): RenderedMail {
  return renderMail({
    subject: `Accreditation letter: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [
      `Congratulations: ${d.centreName} is now accredited by ${d.councilName} as a CBT centre.`,
      'Your accreditation letter is attached to this email as a PDF. Anyone can confirm that it is genuine with the verification code printed on it, or by scanning its QR code.',
    ],
    details: [
      ['Registration number', d.reference],
      ['Verification code', d.code],
    ],
    action: { label: 'Verify the letter', url: d.verifyUrl },
    footer: 'Keep this email and the letter: the verification code is how others confirm your accreditation.',
  });
}
