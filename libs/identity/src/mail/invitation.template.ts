import { INVITATION_MSG } from '#contracts';
import { renderMail, type RenderedMail } from '#platform';

export interface InvitationMailData {
  firstName: string;
  link: string;
  validHours: number;
}

/** The staff invitation (DECISIONS §10 "Screens"): the link to choose a first password. */
export function invitationMail(data: InvitationMailData): RenderedMail {
  return renderMail({
    subject: INVITATION_MSG.subject,
    greeting: `Hello ${data.firstName || 'there'},`,
    paragraphs: [
      'An administrator has made you a staff account on the CBT Centre Accreditation Portal.',
      `Open the link below to choose your password; it works once and expires in ${data.validHours} hours. Then sign in with your email and that password.`,
    ],
    action: { label: 'Choose my password', url: data.link },
    footer: 'If you did not expect this, ignore this email: nobody can sign in to the account until a password is chosen.',
  });
}
