import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LETTER_MSG, MSG } from '#contracts';
import { CentreAccess } from '#centres';
import { AppError, type AdminPrincipal } from '#platform';
import { assertLetterAvailable, letterAccreditation } from '../workflow/accreditation-cycle.js';
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
    // Every refusal says which it is: no accreditation yet, one not in good standing (409), a letter
    // still being made (the outbox job or the reconciliation makes it), or a stored letter whose file is gone.
    const accreditation = assertLetterAvailable(await letterAccreditation(this.dataSource.manager, centre.id), centre.status);
    if (!accreditation.letterStoredName) throw AppError.notFound(MSG.letterNotReady);
    const opened = await this.store.open(accreditation.letterStoredName);
    if (!opened) throw AppError.notFound(LETTER_MSG.fileMissing);
    // References are ASCII by construction, so the plain filename parameter is enough.
    const filename = letterFilename(centre.ReferenceNumber).replace(/[^A-Za-z0-9._-]/g, '_');
    return {
      stream: opened.stream,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(opened.size),
        'content-disposition': `attachment; filename="${filename}"`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      },
    };
  }
}
