import { creationStatus } from '../review/centre-status.machine.js';
import { Injectable } from '@nestjs/common';
import { MSG, TRUST_MSG, type Language } from '#contracts';
import { OutboxService, RateLimiter, UnitOfWork } from '#platform';
import { CentreRegistrar } from '../centre/centre-registrar.js';
import { assertNotDelisted } from '../due-process/delisting.js';
import { ActionHistory } from '../history/action-history.js';
import { CentreEvent, type CentreMailEvent } from '../mail/centre-events.js';
import type { PreRegistrationDto } from './dto/pre-registration.dto.js';
import { preRegisterLimits } from './public-limits.js';

export interface PreRegistrationResult {
  registrationNumber: string;
  email: string;
  /** docs/TRUST.md, "Creation and duplicates": another centre already has this Government/RC number; an admin decides. */
  possibleDuplicate: boolean;
  duplicateNotice?: string;
}

/** The public's first step (SPEC §2 screen 4): a pending centre, its first history entry and the confirmation email. */
@Injectable()
export class PreRegistrationService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly registrar: CentreRegistrar,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async register(dto: PreRegistrationDto, ip: string, language: Language = 'en'): Promise<PreRegistrationResult> {
    await this.limiter.hit(preRegisterLimits(ip, dto.AdminEmail), MSG.tooManyRequests);
    return this.uow.run(async (manager) => {
      // DECISIONS §10: a delisted GovernmentId or AdminEmail cannot pre-register while the delisting lasts.
      await assertNotDelisted(manager, dto.GovernmentId, dto.AdminEmail);
      const centre = await this.registrar.create(
        manager,
        {
          CentreName: dto.CentreName,
          ownershipType: dto.ownershipType,
          GovernmentId: dto.GovernmentId,
          AdminName: dto.AdminName,
          AdminEmail: dto.AdminEmail,
          AdminNumber: dto.AdminNumber,
          State: dto.State,
          LocalGovernment: dto.LocalGovernment,
          address: dto.address,
          language,
        },
        'public',
        creationStatus('public'),
      );
      await this.history.append(manager, centre.id, { action: 'pre_registered', toStatus: centre.status, actor: { type: 'centre' }, data: { source: 'public' } });
      const event: CentreMailEvent = { centreId: centre.id, email: centre.AdminEmail, centreName: centre.CentreName, reference: centre.ReferenceNumber, language };
      await this.outbox.record(manager, CentreEvent.PreRegistered, { ...event });
      const [other] = (await manager.query('SELECT 1 FROM centres WHERE upper(government_id) = upper($1) AND id <> $2 LIMIT 1', [centre.GovernmentId, centre.id])) as unknown[];
      return { registrationNumber: centre.ReferenceNumber, email: centre.AdminEmail, possibleDuplicate: !!other, ...(other ? { duplicateNotice: TRUST_MSG.possibleDuplicate } : {}) };
    });
  }
}
