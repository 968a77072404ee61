import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventRouter, JobName, JobRegistry, MailTemplates } from '#platform';
import { AccreditationEvent } from '../events/accreditation-events.js';
import { LetterDelivery } from './letter-delivery.js';
import { LetterGenerator } from './letter-generator.js';
import { accreditationLetterMail, LETTER_MAIL_TEMPLATE, readLetterMailData } from './letter-mail.js';

export interface LetterJobPayload {
  accreditationId: string;
  step: 'generate' | 'deliver';
}

/**
 * Approved -> generate the letter -> LetterGenerated -> mail it. Two outbox events, so the stored
 * letter and its mail are each done once even when a worker dies between them.
 */
@Injectable()
export class AccreditationLetterJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly router: EventRouter,
    private readonly templates: MailTemplates,
    private readonly generator: LetterGenerator,
    private readonly delivery: LetterDelivery,
  ) {}

  onModuleInit(): void {
    this.templates.register(LETTER_MAIL_TEMPLATE, (data) => accreditationLetterMail(readLetterMailData(data)));
    this.router.on(AccreditationEvent.Approved, JobName.GenerateAccreditationLetter, (p): LetterJobPayload => ({ accreditationId: String(p.accreditationId), step: 'generate' }));
    this.router.on(AccreditationEvent.LetterRegenerationRequested, JobName.GenerateAccreditationLetter, (p): LetterJobPayload => ({ accreditationId: String(p.accreditationId), step: 'generate' }));
    this.router.on(AccreditationEvent.LetterGenerated, JobName.GenerateAccreditationLetter, (p): LetterJobPayload => ({ accreditationId: String(p.accreditationId), step: 'deliver' }));
    this.registry.register<LetterJobPayload>(JobName.GenerateAccreditationLetter, async (payload, ctx) => {
      if (payload?.step === 'deliver') await this.delivery.deliver(payload.accreditationId, ctx.jobId);
      else await this.generator.generate(payload?.accreditationId);
    });
  }
}
