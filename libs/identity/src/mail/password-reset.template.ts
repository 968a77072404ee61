import { renderMail, type RenderedMail } from '#platform';

export interface PasswordResetMailData {
  firstName: string;
  link: string;
  validMinutes: number;
}

export function passwordResetMail(data: PasswordResetMailData): RenderedMail {
  return renderMail({
    subject: 'Reset your password',
    greeting: `Hello ${data.firstName || 'there'},`,
    paragraphs: [
      'We received a request to reset the password of your administrator account.',
      `The link below works once and expires in ${data.validMinutes} minutes.`,
    ],
    action: { label: 'Reset password', url: data.link },
    footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
}
