import type { Generated, Selectable } from 'kysely';
import type { Document, DocumentCategory, DocumentType } from '@portal/shared/contracts';
import type { CreatedAt } from '../../db/database-types';

/** A stored file, owned by its uploader until a document attaches it to a profile. */
export interface UploadsTable {
  id: Generated<string>;
  user_id: string;
  storage_key: string;
  type: DocumentType;
  size: number;
  original_name: string;
  category: DocumentCategory | null;
  created_at: CreatedAt;
}

export interface DocumentsTable {
  id: Generated<string>;
  user_id: string;
  upload_id: string;
  type: DocumentType;
  title: string;
  size: number;
  category: DocumentCategory;
  is_default: Generated<boolean>;
  agree: Generated<'true' | 'false'>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Each candidate's documents as the staff lists show them, kept by triggers (migrations/…_shown_documents.ts). */
export interface ShownDocumentsTable {
  user_id: string;
  /** By category, then id. */
  by_category: Document[];
  /** By upload time, then id. */
  by_date: Document[];
}

declare module '../../db/database-types' {
  interface Database {
    uploads: UploadsTable;
    documents: DocumentsTable;
    shown_documents: ShownDocumentsTable;
  }
}

export type UploadRow = Selectable<UploadsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
