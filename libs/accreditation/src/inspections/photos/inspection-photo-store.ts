import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A stored photo's bytes and what they are. */
export interface StoredPhoto {
  body: Buffer;
  contentType: string;
  sizeBytes: number;
}

/**
 * Where inspection photo bytes live. Written inside the caller's transaction, so a photo's row and
 * its bytes commit together; an implementation on the shared file storage replaces this one
 * without touching the visits (they keep only the key).
 */
export abstract class InspectionPhotoStore {
  abstract put(manager: EntityManager, key: string, body: Buffer, contentType: string): Promise<void>;
  abstract open(key: string): Promise<StoredPhoto | null>;
}

/** Photo bytes in PostgreSQL (bytea): every instance reads what any instance wrote (DECISIONS §9). */
@Injectable()
export class PgInspectionPhotoStore extends InspectionPhotoStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async put(manager: EntityManager, key: string, body: Buffer, contentType: string): Promise<void> {
    await manager.query(`INSERT INTO inspection_photo_files (key, content_type, size_bytes, content) VALUES ($1, $2, $3, $4)`, [key, contentType, body.length, body]);
  }

  async open(key: string): Promise<StoredPhoto | null> {
    const [row] = (await this.dataSource.query(`SELECT content, content_type, size_bytes FROM inspection_photo_files WHERE key = $1`, [key])) as Array<{
      content: Buffer;
      content_type: string;
      size_bytes: number;
    }>;
    return row ? { body: row.content, contentType: row.content_type, sizeBytes: row.size_bytes } : null;
  }
}
