import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, renderMail, type AppConfig, type RenderedMail, type SendMailPayload } from '#platform';
import { mailTexts } from '../mail/i18n/index.js';
import { SanctionEvent } from './sanction-events.js';

type Data = Record<string, unknown>;
type Detail = [string, string];
const text = (d: Data, key: string) => String(d[key] ?? '');
const noticeKind = (d: Data) => (d.kind === 'revocation' ? 'revocation' : 'suspension');

/** The right of appeal a sanction carries (DECISIONS §10), as the rejection and standing emails say it. */
function appealLines(d: Data): { paragraphs: string[]; details: Detail[] } {
  const t = mailTexts(d.language);
  return typeof d.appealUntil === 'string' ? { paragraphs: [t.appeal.right(d.appealUntil)], details: [[t.appeal.deadline, d.appealUntil]] } : { paragraphs: [], details: [] };
}

function warningMail(d: Data, publicUrl: string): RenderedMail {
  const t = mailTexts(d.language);
  const appeal = appealLines(d);
  return renderMail({
    subject: t.sanction.warningSubject(text(d, 'centreName')),
    greeting: t.hello,
    paragraphs: [t.sanction.warningParagraph(text(d, 'centreName')), ...appeal.paragraphs],
    details: [[t.registrationNumber, text(d, 'reference')], [t.sanction.reasons, text(d, 'reasons')], ...appeal.details],
    action: { label: t.appeal.action, url: `${publicUrl}/find-centre` },
    footer: t.appeal.footer,
  });
}

function delistingMail(d: Data, publicUrl: string): RenderedMail {
  const t = mailTexts(d.language);
  const appeal = appealLines(d);
  return renderMail({
    subject: t.sanction.delistingSubject(text(d, 'centreName')),
    greeting: t.hello,
    paragraphs: [t.sanction.delistingParagraph(text(d, 'centreName'), text(d, 'until')), ...appeal.paragraphs],
    details: [[t.registrationNumber, text(d, 'reference')], [t.sanction.reasons, text(d, 'reasons')], [t.sanction.until, text(d, 'until')], ...appeal.details],
    action: { label: t.appeal.action, url: `${publicUrl}/find-centre` },
    footer: t.appeal.footer,
  });
}

function noticeMail(d: Data, publicUrl: string): RenderedMail {
  const t = mailTexts(d.language);
  const until: Detail[] = typeof d.until === 'string' ? [[t.sanction.until, d.until]] : [];
  return renderMail({
    subject: t.sanction.noticeSubject(text(d, 'centreName'), noticeKind(d)),
    greeting: t.hello,
    paragraphs: t.sanction.noticeParagraphs(text(d, 'centreName'), noticeKind(d), text(d, 'representationsUntil')),
    details: [[t.registrationNumber, text(d, 'reference')], [t.sanction.reasons, text(d, 'reasons')], ...until, [t.sanction.respondBy, text(d, 'representationsUntil')]],
    action: { label: t.sanction.action, url: `${publicUrl}/find-centre` },
  });
}

function representedMail(d: Data, publicUrl: string): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.sanction.representationsSubject(text(d, 'centreName')),
    greeting: t.hello,
    paragraphs: [t.sanction.representationsParagraph(text(d, 'centreName'))],
    details: [[t.registrationNumber, text(d, 'reference')], [t.sanction.representations, text(d, 'representations')]],
    action: { label: t.sanction.action, url: `${publicUrl}/find-centre` },
  });
}

function withdrawnMail(d: Data, publicUrl: string): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.sanction.withdrawnSubject(text(d, 'centreName')),
    greeting: t.hello,
    paragraphs: [t.sanction.withdrawnParagraph(text(d, 'centreName'))],
    details: [[t.registrationNumber, text(d, 'reference')], [t.sanction.reasons, text(d, 'reasons')]],
    action: { label: t.sanction.action, url: `${publicUrl}/find-centre` },
  });
}

const MAILS = {
  [SanctionEvent.Warning]: ['centre-sanction-warning', warningMail],
  [SanctionEvent.Delisting]: ['centre-sanction-delisting', delistingMail],
  [SanctionEvent.NoticeProposed]: ['centre-notice-proposed', noticeMail],
  [SanctionEvent.Represented]: ['centre-notice-represented', representedMail],
  [SanctionEvent.NoticeWithdrawn]: ['centre-notice-withdrawn', withdrawnMail],
} as const;

/** The emails of sanctions and notices, from the outbox, once each, in the centre's language. */
@Injectable()
export class SanctionMailSetup implements OnModuleInit {
  constructor(
    private readonly templates: MailTemplates,
    private readonly router: EventRouter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    for (const [event, [template, render]] of Object.entries(MAILS)) {
      this.templates.register(template, (data) => render(data, this.config.publicUrl));
      this.router.on(event, JobName.SendMail, (payload): SendMailPayload => {
        const { centreId: _c, email, ...data } = payload as Data;
        return { template, to: String(email), data };
      });
    }
  }
}
