import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, SecretSeal, type AppConfig, type SendMailPayload } from '#platform';
import { CentreEvent, OTP_MAIL_SEAL, type CentreMailEvent, type OtpRequestedEvent } from './centre-events.js';
import { autotestApprovedMail, otpMail, preRegisteredMail, queryMail, registrationApprovedMail, registrationCompletedMail, rejectionMail, renewalSubmittedMail, type CentreMailData } from './centre-mail.templates.js';

const MAILS = {
  [CentreEvent.PreRegistered]: ['centre-pre-registered', preRegisteredMail],
  [CentreEvent.RegistrationApproved]: ['centre-registration-approved', registrationApprovedMail],
  [CentreEvent.AutotestApproved]: ['centre-autotest-approved', autotestApprovedMail],
  [CentreEvent.Queried]: ['centre-query', queryMail],
  [CentreEvent.Rejected]: ['centre-rejected', rejectionMail],
  [CentreEvent.RegistrationReceipt]: ['centre-registration-completed', registrationCompletedMail],
  [CentreEvent.RenewalSubmitted]: ['centre-renewal-submitted', renewalSubmittedMail],
} as const;

/** Which centre event sends which email (DECISIONS §5: from the outbox, once). */
@Injectable()
export class CentreMailSetup implements OnModuleInit {
  constructor(
    private readonly templates: MailTemplates,
    private readonly router: EventRouter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const base = (data: Record<string, unknown>): CentreMailData => ({
      centreName: String(data.centreName ?? ''),
      reference: String(data.reference ?? ''),
      text: typeof data.text === 'string' ? data.text : null,
      publicUrl: this.config.publicUrl,
      language: typeof data.language === 'string' ? (data.language as CentreMailData['language']) : undefined,
      missing: Array.isArray(data.missing) ? data.missing.map(String) : [],
      appealUntil: typeof data.appealUntil === 'string' ? data.appealUntil : null,
    });
    for (const [event, [template, render]] of Object.entries(MAILS)) {
      this.templates.register(template, (data) => render(base(data)));
      this.router.on(event, JobName.SendMail, (payload): SendMailPayload => {
        const e = payload as unknown as CentreMailEvent;
        const appealUntil = (payload as { appealUntil?: unknown }).appealUntil;
        return {
          template,
          to: e.email,
          data: { centreName: e.centreName, reference: e.reference, text: e.text ?? null, language: e.language ?? 'en', ...(e.missing ? { missing: e.missing } : {}), ...(typeof appealUntil === 'string' ? { appealUntil } : {}) },
        };
      });
    }
    const seal = new SecretSeal(this.config.jwtSecret, OTP_MAIL_SEAL);
    this.templates.register('centre-otp', (data) => otpMail({ ...base(data), code: seal.open(String(data.sealedCode)) }));
    this.router.on(CentreEvent.OtpRequested, JobName.SendMail, (payload): SendMailPayload => {
      const e = payload as unknown as OtpRequestedEvent;
      return { template: 'centre-otp', to: e.email, data: { centreName: e.centreName, reference: e.reference, sealedCode: e.sealedCode, language: e.language ?? 'en' } };
    });
  }
}
