import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, renderMail, type AppConfig, type RenderedMail, type SendMailPayload } from '#platform';
import { mailTexts } from '../mail/i18n/index.js';
import { AppealEvent } from './appeal-events.js';

type Data = Record<string, unknown>;
const text = (d: Data, key: string) => String(d[key] ?? '');

function decisionWords(d: Data): string {
  const words = mailTexts(d.language).decisionWords;
  return words[text(d, 'decisionKind') as keyof typeof words] ?? text(d, 'decisionKind');
}

/** The receipt of an appeal (DECISIONS §10, GOV.UK: a receipt email after the confirmation), in the centre's language. */
export function appealReceivedMail(d: Data, publicUrl: string): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.appealReceived.subject(text(d, 'centreName')),
    greeting: t.hello,
    paragraphs: t.appealReceived.paragraphs(text(d, 'centreName'), decisionWords(d)),
    details: [
      [t.registrationNumber, text(d, 'reference')],
      [t.appealReceived.grounds, text(d, 'grounds')],
    ],
    action: { label: t.appealReceived.action, url: `${publicUrl}/find-centre` },
  });
}

/** The outcome of an appeal, with its reasons, in the centre's language. */
export function appealDecidedMail(d: Data, publicUrl: string): RenderedMail {
  const t = mailTexts(d.language);
  const allowed = d.outcome === 'allowed';
  return renderMail({
    subject: t.appealDecided.subject(text(d, 'centreName'), allowed),
    greeting: t.hello,
    paragraphs: t.appealDecided.paragraphs(text(d, 'centreName'), decisionWords(d), allowed),
    details: [
      [t.registrationNumber, text(d, 'reference')],
      [t.appealDecided.reasons, text(d, 'reasons')],
    ],
    action: { label: t.appealReceived.action, url: `${publicUrl}/find-centre` },
  });
}

const MAILS = {
  [AppealEvent.Lodged]: ['centre-appeal-received', appealReceivedMail],
  [AppealEvent.Decided]: ['centre-appeal-decided', appealDecidedMail],
} as const;

/** The emails of due process, from the outbox, once each. */
@Injectable()
export class AppealMailSetup implements OnModuleInit {
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
