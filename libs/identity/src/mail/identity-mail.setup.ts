import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, EventRouter, JobName, MailTemplates, SecretSeal, type AppConfig, type SendMailPayload } from '#platform';
import { PASSWORD_RESET_REQUESTED, RESET_MAIL_SEAL, RESET_TOKEN_TTL_MINUTES, type PasswordResetRequested } from '../auth/reset-token.js';
import { ACCEPT_INVITATION_PATH, INVITATION_TTL_HOURS } from '#contracts';
import { INVITATION_MAIL_SEAL, STAFF_INVITED, type StaffInvited } from '../invitations/staff-invitation.js';
import { invitationMail } from './invitation.template.js';
import { passwordResetMail } from './password-reset.template.js';

/**
 * The identity emails: which event sends which template. The link is built when the mail is
 * rendered, from the sealed token, so the token is in clear only inside the mail job.
 */
@Injectable()
export class IdentityMailSetup implements OnModuleInit {
  constructor(
    private readonly templates: MailTemplates,
    private readonly router: EventRouter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const seal = new SecretSeal(this.config.jwtSecret, RESET_MAIL_SEAL);
    this.templates.register('password-reset', (data) => {
      const token = seal.open(String(data.sealedToken));
      return passwordResetMail({
        firstName: String(data.firstName ?? ''),
        link: `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        validMinutes: RESET_TOKEN_TTL_MINUTES,
      });
    });
    const invitationSeal = new SecretSeal(this.config.jwtSecret, INVITATION_MAIL_SEAL);
    this.templates.register('staff-invitation', (data) =>
      invitationMail({
        firstName: String(data.firstName ?? ''),
        link: `${this.config.publicUrl}${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(invitationSeal.open(String(data.sealedToken)))}`,
        validHours: INVITATION_TTL_HOURS,
      }),
    );
    this.router.on(STAFF_INVITED, JobName.SendMail, (payload): SendMailPayload => {
      const event = payload as unknown as StaffInvited;
      return { template: 'staff-invitation', to: event.email, data: { firstName: event.firstName, sealedToken: event.sealedToken } };
    });
    this.router.on(PASSWORD_RESET_REQUESTED, JobName.SendMail, (payload): SendMailPayload => {
      const event = payload as unknown as PasswordResetRequested;
      return { template: 'password-reset', to: event.email, data: { firstName: event.firstName, sealedToken: event.sealedToken } };
    });
  }
}
