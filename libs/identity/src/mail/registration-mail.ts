import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CONFIRM_REGISTRATION_PATH, SECURITY_MSG, SESSION_MSG } from '#contracts';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, renderMail, SecretSeal, type AppConfig, type RenderedMail, type SendMailPayload } from '#platform';

/** Someone registered with an email that already has an account: its owner is told, nobody else learns it. */
export const REGISTRATION_ATTEMPTED = 'identity.registration_attempted';
/** A registration waits for its email to be confirmed: the address gets the link (DECISIONS §9). */
export const REGISTRATION_CONFIRM_REQUESTED = 'identity.registration_confirm_requested';
/** Forgot-password for an email without a live account: recorded like a real request, routed nowhere. */
export const PASSWORD_RESET_NO_ACCOUNT = 'identity.password_reset_no_account';

/** Purpose of the key that seals the confirmation token on its way to the mail job (keep: changing it voids queued mail). */
export const REGISTRATION_MAIL_SEAL = 'registration-confirm-mail';
export const REGISTRATION_LINK_TTL_HOURS = 24;

export interface RegistrationMailEvent extends Record<string, unknown> {
  email: string;
  /** The existing owner's own first name (registration-attempted only); never the registrant's text. */
  firstName?: string;
  sealedToken?: string;
}

/**
 * Both emails carry nothing the registrant typed (DECISIONS §9): whoever registers may name any
 * address, so a name or any other free text of theirs would reach a stranger's inbox under the
 * council's name.
 */
export function registrationAttemptMail(data: { firstName: string; loginUrl: string; forgotUrl: string }): RenderedMail {
  return renderMail({
    subject: SECURITY_MSG.registrationAttemptSubject,
    greeting: `Hello ${data.firstName || 'there'},`,
    paragraphs: [
      'Someone tried to create an administrator account with your email address. Your account already exists, so nothing was changed.',
      'If it was you, sign in with your current password, or choose a new one if you have forgotten it.',
    ],
    action: { label: 'Sign in', url: data.loginUrl },
    footer: `If it was not you, you can ignore this email. Forgotten your password? ${data.forgotUrl}`,
  });
}

export function registrationConfirmMail(data: { link: string; validHours: number }): RenderedMail {
  return renderMail({
    subject: SESSION_MSG.registrationConfirmSubject,
    greeting: 'Hello,',
    paragraphs: [
      'Someone asked to create an administrator account of the CBT Centre Accreditation Portal with this email address.',
      `Open the link below to confirm the address and create the account; it works once and expires in ${data.validHours} hours. A super admin then grants the account access.`,
    ],
    action: { label: 'Confirm my email', url: data.link },
    footer: 'If it was not you, ignore this email: no account is made.',
  });
}

/** The two registration emails and their routes. */
@Injectable()
export class RegistrationMailSetup implements OnModuleInit {
  constructor(
    private readonly templates: MailTemplates,
    private readonly router: EventRouter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const loginUrl = `${this.config.publicUrl}/login`;
    const seal = new SecretSeal(this.config.jwtSecret, REGISTRATION_MAIL_SEAL);
    this.templates.register('registration-attempted', (data) =>
      registrationAttemptMail({ firstName: String(data.firstName ?? ''), loginUrl, forgotUrl: `${this.config.publicUrl}/login` }),
    );
    this.templates.register('registration-confirm', (data) =>
      registrationConfirmMail({
        link: `${this.config.publicUrl}${CONFIRM_REGISTRATION_PATH}?token=${encodeURIComponent(seal.open(String(data.sealedToken)))}`,
        validHours: REGISTRATION_LINK_TTL_HOURS,
      }),
    );
    this.router.on(REGISTRATION_ATTEMPTED, JobName.SendMail, (payload): SendMailPayload => {
      const event = payload as RegistrationMailEvent;
      return { template: 'registration-attempted', to: event.email, data: { firstName: event.firstName ?? '' } };
    });
    this.router.on(REGISTRATION_CONFIRM_REQUESTED, JobName.SendMail, (payload): SendMailPayload => {
      const event = payload as RegistrationMailEvent;
      return { template: 'registration-confirm', to: event.email, data: { sealedToken: event.sealedToken } };
    });
  }
}
