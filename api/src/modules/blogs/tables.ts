import type { Generated, Selectable } from 'kysely';
import type { BlogLevel } from '@portal/shared/contracts';
import type { CreatedAt } from '../../db/database-types';

/** A help article; `content` is the sanitised HTML, `content_text` its words (search). */
export interface BlogsTable {
  id: Generated<string>;
  title: string;
  content: string;
  content_text: string;
  level: BlogLevel;
  helpful_votes: Generated<number>;
  unhelpful_votes: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type BlogRow = Selectable<BlogsTable>;

/** One candidate's vote on one article (the primary key keeps it to one). */
export interface BlogVotesTable {
  blog_id: string;
  user_id: string;
  is_helpful: boolean;
  created_at: CreatedAt;
}

declare module '../../db/database-types' {
  interface Database {
    blogs: BlogsTable;
    blog_votes: BlogVotesTable;
  }
}
