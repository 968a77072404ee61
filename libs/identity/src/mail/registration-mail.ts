import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { SECURITY_MSG } from '#contracts';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, renderMail, type AppConfig, type RenderedMail, type SendMailPayload } from '#platform';

/** Someone registered with an email that already has an account: its owner is told, nobody else learns it. */
export const REGISTRATION_ATTEMPTED = 'identity.registration_attempted';
/** A new account was made through /register: the same amount of work and mail as the case above. */
export const ACCOUNT_REGISTERED = 'identity.account_registered';
/** Forgot-password for an email without a live account: recorded like a real request, routed nowhere. */
export const PASSWORD_RESET_NO_ACCOUNT = 'identity.password_reset_no_account';

export interface RegistrationMailEvent extends Record<string, unknown> {
  email: string;
  firstName: string;
}

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

export function accountRegisteredMail(data: { firstName: string; loginUrl: string }): RenderedMail {
  return renderMail({
    subject: 'Your administrator account was created',
    greeting: `Hello ${data.firstName || 'there'},`,
    paragraphs: ['Your administrator account was created. A super admin will grant you access; until then you see your profile only.'],
    action: { label: 'Sign in', url: data.loginUrl },
    footer: 'If you did not register, tell the council: someone used your email address.',
  });
}

/** The two registration emails and their routes (issue 15, finding 6). */
@Injectable()
export class RegistrationMailSetup implements OnModuleInit {
  constructor(
    private readonly templates: MailTemplates,
    private readonly router: EventRouter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const loginUrl = `${this.config.publicUrl}/login`;
    this.templates.register('registration-attempted', (data) =>
      registrationAttemptMail({ firstName: String(data.firstName ?? ''), loginUrl, forgotUrl: `${this.config.publicUrl}/login` }),
    );
    this.templates.register('account-registered', (data) => accountRegisteredMail({ firstName: String(data.firstName ?? ''), loginUrl }));
    const mail = (template: string) => (payload: Record<string, unknown>): SendMailPayload => {
      const event = payload as RegistrationMailEvent;
      return { template, to: event.email, data: { firstName: event.firstName } };
    };
    this.router.on(REGISTRATION_ATTEMPTED, JobName.SendMail, mail('registration-attempted'));
    this.router.on(ACCOUNT_REGISTERED, JobName.SendMail, mail('account-registered'));
  }
}
