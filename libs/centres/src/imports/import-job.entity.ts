import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ImportState = 'queued' | 'active' | 'completed' | 'failed';

/** A bulk upload (DECISIONS §6): the file waits in the file storage (FileStorage) under `storedName`, its id. */
@Entity('import_jobs')
export class ImportJob {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Column({ type: 'text' })
  filename: string;

  @Column({ name: 'stored_name', type: 'text', nullable: true })
  storedName: string | null;

  @Column({ type: 'text', default: 'queued' })
  state: ImportState;

  @Column({ type: 'int', default: 0 })
  progress: number;

  /** Rows already decided (created or failed); a retried job resumes after them. */
  @Column({ name: 'rows_done', type: 'int', default: 0 })
  rowsDone: number;

  @Column({ type: 'int', default: 0 })
  total: number;

  @Column({ type: 'int', default: 0 })
  successful: number;

  @Column({ type: 'int', default: 0 })
  failed: number;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
