import { creationStatus } from '../review/centre-status.machine.js';
import { Injectable } from '@nestjs/common';
import { AppError, OutboxService, UnitOfWork, type AdminPrincipal } from '#platform';
import { CentreRegistrar } from '../centre/centre-registrar.js';
import { toPublicCentre } from '../centre/centre-view.js';
import { ActionHistory, adminActor } from '../history/action-history.js';
import { CentreEvent, type CentreMailEvent } from '../mail/centre-events.js';
import { resolveCentreLocation } from './centre-location.js';
import type { SimpleCentreDto } from './dto/simple-centre.dto.js';

export interface CreatedCentreAnswer {
  referenceNumber: string;
  centre: Record<string, unknown>;
}

/**
 * An admin creates a centre directly (SPEC /cbt-centre). The admin's act of creating it is its
 * approval for registration, so it starts as registration_approved: the centre admin can sign in
 * at /find-centre with the reference at once, and the approval email tells them how.
 */
@Injectable()
export class SimpleCreateService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly registrar: CentreRegistrar,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
  ) {}

  async create(admin: AdminPrincipal, dto: SimpleCentreDto): Promise<CreatedCentreAnswer> {
    const location = resolveCentreLocation(admin.scope, dto.State, dto.LocalGovernment);
    if (!location.ok) throw AppError.validation(location.problems);
    return this.uow.run(async (manager) => {
      const centre = await this.registrar.create(
        manager,
        {
          CentreName: dto.CentreName,
          GovernmentId: dto.GovernmentId,
          AdminEmail: dto.AdminEmail,
          State: location.State,
          LocalGovernment: location.LocalGovernment,
        },
        'admin',
        creationStatus('admin'),
      );
      await this.history.append(manager, centre.id, { action: 'created', fromStatus: null, toStatus: centre.status, actor: adminActor(admin), data: { source: 'admin' } });
      await this.outbox.record(manager, CentreEvent.Created, {
        centreId: centre.id,
        reference: centre.ReferenceNumber,
        state: centre.State,
        status: centre.status,
        source: centre.source,
        at: centre.createdAt.toISOString(),
      });
      const mail: CentreMailEvent = { centreId: centre.id, email: centre.AdminEmail, centreName: centre.CentreName, reference: centre.ReferenceNumber, text: null };
      await this.outbox.record(manager, CentreEvent.RegistrationApproved, { ...mail });
      return { referenceNumber: centre.ReferenceNumber, centre: toPublicCentre(centre) };
    });
  }
}
