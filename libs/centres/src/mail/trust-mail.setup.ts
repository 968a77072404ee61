import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, renderMail, type AppConfig, type RenderedMail, type SendMailBatchPayload, type SendMailPayload } from '#platform';
import { TrustEvent } from './trust-events.js';
import { mailTexts } from './i18n/index.js';

interface TrustMailData {
  centreName: string;
  reference: string;
  text: string | null;
  decision: string;
  fields: string[];
  standing: string;
  source: string;
  publicUrl: string;
  /** The centre's language, where the sender knows it (the expiry sweep's notice); English otherwise. */
  language?: unknown;
  /** DECISIONS §10: the last day to appeal a suspension or revocation. */
  appealUntil?: string | null;
  /** DECISIONS §10: a suspension until a date: the day the clock lifts it. */
  suspendedUntil?: string | null;
  /** DECISIONS §10: the clock lifted the suspension on this day (SuspensionEnd), not the council. */
  suspensionEndedOn?: string | null;
}

export function changeRequestDecidedMail(d: TrustMailData): RenderedMail {
  const approved = d.decision === 'approved';
  return renderMail({
    subject: `Change request ${approved ? 'approved' : 'declined'}: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [
      approved
        ? `The council approved the change you asked for to the registered details of ${d.centreName}. The centre record now shows:`
        : `The council declined the change you asked for to the registered details of ${d.centreName}. The registered details stay as they were.`,
    ],
    details: [['Registration number', d.reference], ...d.fields.map((f): [string, string] => ['Requested', f]), ...(d.text ? ([['Note from the council', d.text]] as Array<[string, string]>) : [])],
    action: { label: 'Check status', url: `${d.publicUrl}/check-status` },
  });
}

export function createdNoticeMail(d: TrustMailData): RenderedMail {
  return renderMail({
    subject: `Your CBT centre is registered: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [
      `The council has registered ${d.centreName} as a CBT centre${d.source === 'import' ? ' from its records' : ''}, and approved it for registration.`,
      'To sign in: open Find Centre, enter the registration number below, and enter the 6-digit code we then email to this address. You can then complete the centre details and upload your documents.',
    ],
    details: [['Registration number', d.reference]],
    action: { label: 'Sign in at Find Centre', url: `${d.publicUrl}/find-centre` },
    footer: 'Keep this email: you need the registration number to check your status and to sign in.',
  });
}

const STANDING_TEXT: Record<string, string> = {
  suspended: 'has been suspended. The centre may not hold examinations until the council reinstates it.',
  accredited: 'has been reinstated. The centre is accredited again.',
  revoked: 'has been revoked. The centre is no longer accredited.',
  expired: 'has expired: its validity ended. The centre may not hold examinations until the council renews it; sign in at Find Centre to apply for renewal.',
};

export function standingChangedMail(d: TrustMailData): RenderedMail {
  // The end of validity is a deadline notice to the centre: written in its language (docs/TRUST.md "Deadlines and reminders").
  if (d.standing === 'expired') {
    const t = mailTexts(d.language);
    return renderMail({
      subject: t.expired.subject(d.centreName),
      greeting: t.hello,
      paragraphs: t.expired.paragraphs(d.centreName),
      details: [[t.registrationNumber, d.reference], ...(d.text ? ([[t.expired.reason, d.text]] as Array<[string, string]>) : [])],
      action: { label: t.expired.action, url: `${d.publicUrl}/check-status` },
      footer: t.expired.footer,
    });
  }
  // A suspension or revocation is a decision against the centre (DECISIONS §10): in its language, with its right of appeal.
  if (d.standing === 'suspended' || d.standing === 'revoked') {
    const t = mailTexts(d.language);
    return renderMail({
      subject: t.standingDecision.subject(d.centreName, d.standing),
      greeting: t.hello,
      paragraphs: [t.standingDecision.paragraph(d.centreName, d.standing), ...(d.appealUntil ? [t.appeal.right(d.appealUntil)] : [])],
      details: [
        [t.registrationNumber, d.reference],
        ...(d.text ? ([[t.standingDecision.reason, d.text]] as Array<[string, string]>) : []),
        ...(d.suspendedUntil ? ([[t.sanction.until, d.suspendedUntil]] as Array<[string, string]>) : []),
        ...(d.appealUntil ? ([[t.appeal.deadline, d.appealUntil]] as Array<[string, string]>) : []),
      ],
      action: d.appealUntil ? { label: t.appeal.action, url: `${d.publicUrl}/find-centre` } : { label: t.expired.action, url: `${d.publicUrl}/check-status` },
      footer: d.appealUntil ? t.appeal.footer : t.expired.footer,
    });
  }
  // The clock lifted a suspension until a date: its own words, in the centre's language, like the decision that imposed it.
  if (d.standing === 'accredited' && d.suspensionEndedOn) {
    const t = mailTexts(d.language);
    return renderMail({
      subject: t.suspensionEnded.subject(d.centreName),
      greeting: t.hello,
      paragraphs: [t.suspensionEnded.paragraph(d.centreName, d.suspensionEndedOn)],
      details: [[t.registrationNumber, d.reference], [t.suspensionEnded.endedOn, d.suspensionEndedOn]],
      action: { label: t.expired.action, url: `${d.publicUrl}/check-status` },
      footer: t.expired.footer,
    });
  }
  return renderMail({
    subject: `Accreditation ${d.standing === 'accredited' ? 'reinstated' : d.standing}: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [`The accreditation of ${d.centreName} ${STANDING_TEXT[d.standing] ?? 'has changed.'}`],
    details: [['Registration number', d.reference], ...(d.text ? ([['Reason', d.text]] as Array<[string, string]>) : [])],
    action: { label: 'Check status', url: `${d.publicUrl}/check-status` },
    footer: 'If you think this is a mistake, contact the council with your registration number.',
  });
}

/** DECISIONS §10: the renewal the centre submitted ended with the suspension or revocation (`standing` says which). */
export function renewalWithdrawnMail(d: TrustMailData): RenderedMail {
  const suspended = d.standing === 'suspended';
  return renderMail({
    subject: `Renewal withdrawn: ${d.centreName}`,
    greeting: 'Hello,',
    paragraphs: [
      `The council ${suspended ? 'suspended' : 'revoked'} the accreditation of ${d.centreName}, so the renewal the centre submitted has been withdrawn: the council will not decide it.`,
      suspended
        ? 'Once the council reinstates the accreditation, the centre may submit a new renewal while its renewal window is open.'
        : 'A revoked accreditation cannot be renewed.',
    ],
    details: [['Registration number', d.reference], ...(d.text ? ([['Reason', d.text]] as Array<[string, string]>) : [])],
    action: { label: 'Check status', url: `${d.publicUrl}/check-status` },
    footer: 'If you think this is a mistake, contact the council with your registration number.',
  });
}

const MAILS = {
  [TrustEvent.ChangeRequestDecided]: ['centre-change-request-decided', changeRequestDecidedMail],
  [TrustEvent.CreatedNotice]: ['centre-created-notice', createdNoticeMail],
  [TrustEvent.StandingChanged]: ['accreditation-standing-changed', standingChangedMail],
  [TrustEvent.RenewalWithdrawn]: ['accreditation-renewal-withdrawn', renewalWithdrawnMail],
} as const;

/** The emails of the trust events (TrustEvent, DECISIONS §8), from the outbox, once each. */
@Injectable()
export class TrustMailSetup implements OnModuleInit {
  constructor(
    private readonly templates: MailTemplates,
    private readonly router: EventRouter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    for (const [event, [template, render]] of Object.entries(MAILS)) {
      this.templates.register(template, (data) =>
        render({
          centreName: String(data.centreName ?? ''),
          reference: String(data.reference ?? ''),
          text: typeof data.text === 'string' ? data.text : null,
          decision: String(data.decision ?? ''),
          fields: Array.isArray(data.fields) ? data.fields.map(String) : [],
          standing: String(data.standing ?? ''),
          source: String(data.source ?? ''),
          publicUrl: this.config.publicUrl,
          language: data.language,
          appealUntil: typeof data.appealUntil === 'string' ? data.appealUntil : null,
          suspendedUntil: typeof data.suspendedUntil === 'string' ? data.suspendedUntil : null,
          suspensionEndedOn: typeof data.suspensionEndedOn === 'string' ? data.suspensionEndedOn : null,
        }),
      );
      this.router.on(event, JobName.SendMail, (payload): SendMailPayload => {
        const e = payload as Record<string, unknown>;
        const { centreId: _c, email, ...data } = e;
        return { template, to: String(email), data };
      });
    }
    const [noticeTemplate] = MAILS[TrustEvent.CreatedNotice];
    this.router.on(TrustEvent.CreatedNotices, JobName.SendMailBatch, (payload): SendMailBatchPayload => {
      const notices = Array.isArray((payload as { notices?: unknown }).notices) ? ((payload as { notices: Array<Record<string, unknown>> }).notices) : [];
      return { mails: notices.map(({ centreId: _c, email, ...data }) => ({ template: noticeTemplate, to: String(email), data })) };
    });
  }
}
