import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FileStorage, type OpenedFile } from '#platform';

/**
 * Letters in the file storage (FileStorage, in PostgreSQL): `letter_stored_name` holds the stored
 * file's id, so every instance serves and mails the same letter.
 */
@Injectable()
export class LetterStore {
  constructor(private readonly files: FileStorage) {}

  /** Stores a rendered letter; returns its stored name, to be kept in the transaction that records it. */
  async write(pdf: Buffer): Promise<string> {
    return (await this.files.put(pdf, { kind: 'letter', contentType: 'application/pdf' })).id;
  }

  /** In the transaction that makes the stored name the letter of record. */
  keep(manager: EntityManager, storedName: string): Promise<void> {
    return this.files.keep(manager, storedName);
  }

  /** The letter's bytes and size; null when there is none under that name. */
  open(storedName: string | null | undefined): Promise<OpenedFile | null> {
    return this.files.open(storedName);
  }

  sha256(storedName: string | null | undefined): Promise<string | null> {
    return this.files.sha256(storedName);
  }

  /** Best effort: an orphaned file is the sweep's, not a failure of the job. */
  async discard(storedName: string | null | undefined): Promise<void> {
    await this.files.remove(storedName).catch(() => undefined);
  }
}

export function letterFilename(reference: string): string {
  return `accreditation-letter-${reference}.pdf`;
}
