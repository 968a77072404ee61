import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentType } from '#contracts';

/** One uploaded file. The bytes live in the file storage (FileStorage, in PostgreSQL) under `storedName`, the file's id. */
@Entity('centre_documents')
export class CentreDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'centre_id', type: 'uuid' })
  centreId: string;

  @Column({ name: 'document_type', type: 'text' })
  documentType: DocumentType;

  /** The uploader's file name, cleaned of any path; shown and used for downloads only. */
  @Column({ type: 'text' })
  filename: string;

  @Column({ name: 'stored_name', type: 'text' })
  storedName: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes: number;

  @Column({ name: 'uploaded_at', type: 'timestamptz', default: () => 'now()' })
  uploadedAt: Date;
}
