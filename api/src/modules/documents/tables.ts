import type { Generated, Selectable } from 'kysely';
import type { DocumentCategory, DocumentType } from '@portal/shared/contracts';
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

declare module '../../db/database-types' {
  interface Database {
    uploads: UploadsTable;
    documents: DocumentsTable;
  }
}

export type UploadRow = Selectable<UploadsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
