import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LETTER_MSG, MSG } from '#contracts';
import { CentreAccess } from '#centres';
import { AppError, type AdminPrincipal } from '#platform';
import { Accreditation } from '../workflow/accreditation.entity.js';
import { letterFilename, LetterStore } from './letter-store.js';

export interface OpenedLetter {
  stream: Readable;
  headers: Record<string, string>;
}

/** The stored letter for an admin who may see the centre; outside their states it is a 404 like any centre. */
@Injectable()
export class LetterDownloadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: CentreAccess,
    private readonly store: LetterStore,
  ) {}

  async forAdmin(admin: AdminPrincipal, centreId: string): Promise<OpenedLetter> {
    const centre = await this.access.forAdmin(admin, centreId);
    const accreditation = await this.dataSource.getRepository(Accreditation).findOneBy({ centreId: centre.id });
    // Every 404 says which of the three it is: no accreditation yet, a letter still being made (the
    // outbox job or the reconciliation makes it), or a stored letter whose file is gone.
    if (!accreditation || accreditation.status !== 'approved') throw AppError.notFound(LETTER_MSG.notAccredited);
    const path = this.store.pathOf(accreditation.letterStoredName);
    if (!path) throw AppError.notFound(MSG.letterNotReady);
    const handle = await open(path, 'r').catch(() => null);
    if (!handle) throw AppError.notFound(LETTER_MSG.fileMissing);
    const { size } = await handle.stat();
    // References are ASCII by construction, so the plain filename parameter is enough.
    const filename = letterFilename(centre.ReferenceNumber).replace(/[^A-Za-z0-9._-]/g, '_');
    return {
      stream: handle.createReadStream(),
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(size),
        'content-disposition': `attachment; filename="${filename}"`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      },
    };
  }
}
