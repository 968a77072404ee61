import { OTP_RULES } from '#contracts';
import { renderMail, type RenderedMail } from '#platform';

export interface CentreMailData {
  centreName: string;
  reference: string;
  text?: string | null;
  publicUrl: string;
}

const refLine = (d: CentreMailData): [string, string] => ['Registration number', d.reference];

export function preRegisteredMail(d: CentreMailData): RenderedMail {
  return renderMail({
    subject: `Registration received: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [
      `We have received the pre-registration of ${d.centreName} as a CBT centre.`,
      'The council will review it. You can follow its progress at any time with your registration number.',
    ],
    details: [refLine(d)],
    action: { label: 'Check status', url: `${d.publicUrl}/check-status` },
    footer: 'Keep this email: you need the registration number to check your status and to sign in later.',
  });
}

export function registrationApprovedMail(d: CentreMailData): RenderedMail {
  return renderMail({
    subject: `Approved for registration: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${d.centreName} has been approved for registration.`,
      'To complete the registration: open Find Centre, enter your reference number, and enter the 6-digit code we email you. Then fill in the centre details and upload your documents.',
      ...(d.text ? ['Instructions from the council:'] : []),
    ],
    details: [refLine(d), ...(d.text ? ([['Instructions', d.text]] as Array<[string, string]>) : [])],
    action: { label: 'Sign in at Find Centre', url: `${d.publicUrl}/find-centre` },
  });
}

export function autotestApprovedMail(d: CentreMailData): RenderedMail {
  return renderMail({
    subject: `Approved for autotest: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [`${d.centreName} has been approved for the autotest.`, d.text ? 'Follow the instructions below to take part.' : 'The council will contact you with the autotest schedule.'],
    details: [refLine(d), ...(d.text ? ([['Autotest instructions', d.text]] as Array<[string, string]>) : [])],
    action: { label: 'Open Find Centre', url: `${d.publicUrl}/find-centre` },
  });
}

export function queryMail(d: CentreMailData): RenderedMail {
  return renderMail({
    subject: `Additional information required: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [`The council needs more information about ${d.centreName} before it can continue the review.`, 'Sign in at Find Centre with your reference number to update your registration.'],
    details: [refLine(d), ['Query details', d.text ?? '']],
    action: { label: 'Update registration', url: `${d.publicUrl}/find-centre` },
  });
}

export function rejectionMail(d: CentreMailData): RenderedMail {
  return renderMail({
    subject: `Registration not approved: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [`The council has not approved the registration of ${d.centreName}.`],
    details: [refLine(d), ['Reason', d.text ?? '']],
    action: { label: 'Check status', url: `${d.publicUrl}/check-status` },
    footer: 'If you think this is a mistake, contact the council with your registration number.',
  });
}

export function otpMail(d: CentreMailData & { code: string }): RenderedMail {
  return renderMail({
    subject: `Your sign-in code: ${d.code}`,
    greeting: 'Hello,',
    paragraphs: [
      `Use this code to sign in as ${d.centreName}. It expires in ${OTP_RULES.validMinutes} minutes and works once.`,
      'If you did not ask for a code, ignore this email; nobody can sign in without it.',
    ],
    details: [refLine(d), ['Sign-in code', d.code]],
  });
}
