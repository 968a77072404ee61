import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PRIVACY_REQUEST_LIMITS, type PrivacyRequestKind } from '#contracts';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, OutboxService, renderMail, SecretSeal, type AppConfig, type SendMailPayload } from '#platform';
import { privacyMailTexts } from './privacy-mail-texts.js';

/** One outbox event per email of the privacy office; its payload is the SendMail payload itself. */
export const PRIVACY_MAIL = 'privacy.mail';
/** Purpose of the key sealing the confirmation token on its way to the mail job (keep: changing it voids queued mail). */
export const PRIVACY_CONFIRM_SEAL = 'privacy-request-confirm-mail';
/** The public site's page that opens the emailed link. */
export const PRIVACY_CONFIRM_PATH = '/privacy/request/confirm';

export const PRIVACY_TEMPLATES = {
  confirm: 'privacy-request-confirm',
  answered: 'privacy-request-answered',
  rejected: 'privacy-request-rejected',
  reminder: 'privacy-request-reminder',
  escalation: 'privacy-request-escalation',
  breachCentre: 'privacy-breach-centre',
} as const;

type Data = Record<string, unknown>;
const text = (d: Data, key: string) => String(d[key] ?? '');
const kindWords = (d: Data) => privacyMailTexts(d.language).kinds[d.kind as PrivacyRequestKind] ?? text(d, 'kind');

/** The privacy office's emails: the requester's in their language, the centres' in each centre's, the staff's in English. */
@Injectable()
export class PrivacyMail implements OnModuleInit {
  private readonly seal: SecretSeal;

  constructor(
    private readonly templates: MailTemplates,
    private readonly router: EventRouter,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.seal = new SecretSeal(config.jwtSecret, PRIVACY_CONFIRM_SEAL);
  }

  onModuleInit(): void {
    const url = this.config.publicUrl;
    this.templates.register(PRIVACY_TEMPLATES.confirm, (d) => {
      const t = privacyMailTexts(d.language);
      const link = `${url}${PRIVACY_CONFIRM_PATH}?token=${encodeURIComponent(this.seal.open(text(d, 'sealedToken')))}`;
      return renderMail({
        subject: t.confirm.subject,
        greeting: t.hello(text(d, 'name')),
        paragraphs: t.confirm.paragraphs(kindWords(d), PRIVACY_REQUEST_LIMITS.confirmHours),
        details: [[t.reference, text(d, 'reference')]],
        action: { label: t.confirm.action, url: link },
        footer: t.confirm.footer,
      });
    });
    this.templates.register(PRIVACY_TEMPLATES.answered, (d) => {
      const t = privacyMailTexts(d.language);
      return renderMail({
        subject: t.answered.subject(text(d, 'reference')),
        greeting: t.hello(text(d, 'name')),
        paragraphs: [...t.answered.paragraphs(kindWords(d)), t.answered.complaint],
        details: [
          [t.reference, text(d, 'reference')],
          [t.answered.answer, text(d, 'answer')],
        ],
      });
    });
    this.templates.register(PRIVACY_TEMPLATES.rejected, (d) => {
      const t = privacyMailTexts(d.language);
      return renderMail({
        subject: t.rejected.subject(text(d, 'reference')),
        greeting: t.hello(text(d, 'name')),
        paragraphs: [...t.rejected.paragraphs(kindWords(d)), t.rejected.complaint],
        details: [
          [t.reference, text(d, 'reference')],
          [t.rejected.reasons, text(d, 'reasons')],
        ],
      });
    });
    // The staff's emails stay in English: the console's staff read the council's working language.
    this.templates.register(PRIVACY_TEMPLATES.reminder, (d) =>
      renderMail({
        subject: `Privacy request ${text(d, 'reference')} is due by ${text(d, 'dueDate')}`,
        greeting: 'Hello,',
        paragraphs: [`The ${text(d, 'kind')} request ${text(d, 'reference')} has used half of its ${text(d, 'targetDays')} working days. Answer it by ${text(d, 'dueDate')}.`],
        action: { label: 'Open the request', url: `${url}/admin-privacy-requests/${text(d, 'id')}/show` },
      }),
    );
    this.templates.register(PRIVACY_TEMPLATES.escalation, (d) =>
      renderMail({
        subject: `Overdue: privacy request ${text(d, 'reference')}`,
        greeting: 'Hello,',
        paragraphs: [
          `The ${text(d, 'kind')} request ${text(d, 'reference')} was due on ${text(d, 'dueDate')} and is ${text(d, 'overdueByDays')} working days overdue. It is escalated to the super admins.`,
        ],
        action: { label: 'Open the request', url: `${url}/admin-privacy-requests/${text(d, 'id')}/show` },
      }),
    );
    this.templates.register(PRIVACY_TEMPLATES.breachCentre, (d) => {
      const t = privacyMailTexts(d.language);
      return renderMail({
        subject: t.breach.subject(text(d, 'centreName')),
        greeting: t.hello(text(d, 'adminName')),
        paragraphs: t.breach.paragraphs(text(d, 'centreName')),
        details: [
          [t.breach.discovered, text(d, 'discoveredAt')],
          [t.breach.what, text(d, 'summary')],
          [t.breach.data, text(d, 'categories')],
          [t.breach.measures, text(d, 'measures') || '-'],
        ],
      });
    });
    this.router.on(PRIVACY_MAIL, JobName.SendMail, (payload): SendMailPayload => payload as unknown as SendMailPayload);
  }

  sealToken(token: string): string {
    return this.seal.seal(token);
  }

  /** Records the email in the caller's transaction; the relay sends it after commit. */
  async queue(manager: EntityManager, to: string, template: string, data: Data): Promise<void> {
    await this.outbox.record(manager, PRIVACY_MAIL, { template, to, data });
  }
}
