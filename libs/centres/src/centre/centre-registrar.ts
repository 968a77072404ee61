import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MSG, type CentreStatus } from '#contracts';
import { APP_CONFIG, AppError, type AppConfig } from '#platform';
import { Centre } from './centre.entity.js';
import { newReferenceNumber } from './reference-number.js';

export type NewCentreFields = Partial<Omit<Centre, 'id' | 'ReferenceNumber' | 'examBody' | 'status' | 'source' | 'createdAt' | 'updatedAt' | 'version'>> &
  Pick<Centre, 'CentreName' | 'GovernmentId' | 'AdminEmail'>;

/**
 * Creates one centre with a fresh reference number, inside the caller's transaction. Conflicts are
 * absorbed by ON CONFLICT DO NOTHING (a failed INSERT would abort the transaction): a reference
 * clash retries with a new number, an existing Government/RC number + email is a 409.
 */
@Injectable()
export class CentreRegistrar {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async create(manager: EntityManager, fields: NewCentreFields, source: Centre['source'], status: CentreStatus): Promise<Centre> {
    const now = new Date();
    for (let attempt = 0; attempt < 5; attempt++) {
      const values = {
        ...fields,
        AdminEmail: fields.AdminEmail.toLowerCase(),
        ReferenceNumber: newReferenceNumber(this.config.councilCode, now),
        examBody: this.config.examBody,
        status,
        source,
        registrationApprovalDate: status === 'registration_approved' ? now : null,
      };
      const result = await manager.createQueryBuilder().insert().into(Centre).values(values as never).orIgnore().returning('id').execute();
      const id = (result.raw as Array<{ id: string }>)[0]?.id;
      if (id) return manager.findOneOrFail(Centre, { where: { id } });
      const [existing] = (await manager.query('SELECT 1 FROM centres WHERE upper(government_id) = upper($1) AND admin_email = $2', [
        values.GovernmentId,
        values.AdminEmail,
      ])) as unknown[];
      if (existing) throw AppError.conflict(MSG.duplicateCentre);
    }
    throw new AppError('UNAVAILABLE', 'Could not allocate a reference number. Please try again.');
  }
}
