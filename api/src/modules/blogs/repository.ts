import { sql, type Kysely } from 'kysely';
import type { Blog, BlogLevel, BlogLevelFilter } from '@portal/shared/contracts';
import { cappedCount } from '../../db/capped-count';
import type { Database } from '../../db/database-types';
import { escapeLikePattern } from '../users/repository';
import type { BlogRow } from './tables';

/** The text the trigram index covers (the same expression as in the migration). */
const searchText = sql<string>`(blogs.title || ' ' || blogs.content_text)`;

export type BlogListOptions = { level: BlogLevelFilter; search?: string; page: number; limit: number };

function listQuery(db: Kysely<Database>, { level, search }: Pick<BlogListOptions, 'level' | 'search'>) {
  let query = db.selectFrom('blogs');
  if (level !== 'All') query = query.where('blogs.level', '=', level);
  if (search) query = query.where(searchText, 'ilike', `%${escapeLikePattern(search)}%`);
  return query;
}

/** A page of articles, newest first, with a count capped at `countCap` (db/capped-count). */
export async function listBlogs(
  db: Kysely<Database>,
  options: BlogListOptions,
): Promise<{ rows: BlogRow[]; total: number }> {
  const matching = listQuery(db, options);
  const [rows, total] = await Promise.all([
    matching
      .selectAll('blogs')
      .orderBy('blogs.created_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute(),
    cappedCount(db, matching),
  ]);
  return { rows, total };
}

/** The caller's own votes on these articles, by article id. */
export async function votesOf(db: Kysely<Database>, userId: string, blogIds: string[]): Promise<Map<string, boolean>> {
  if (blogIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('blog_votes')
    .select(['blog_id', 'is_helpful'])
    .where('user_id', '=', userId)
    .where('blog_id', 'in', blogIds)
    .execute();
  return new Map(rows.map((row) => [row.blog_id, row.is_helpful]));
}

export type BlogWrite = { title: string; content: string; contentText: string; level: BlogLevel };

export function insertBlog(db: Kysely<Database>, write: BlogWrite, authorId: string): Promise<BlogRow> {
  return db
    .insertInto('blogs')
    .values({
      title: write.title,
      content: write.content,
      content_text: write.contentText,
      level: write.level,
      created_by: authorId,
      updated_by: authorId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The article changed, or null when there is none with that id. */
export async function updateBlog(
  db: Kysely<Database>,
  id: string,
  write: BlogWrite,
  editorId: string,
): Promise<BlogRow | null> {
  const row = await db
    .updateTable('blogs')
    .set({
      title: write.title,
      content: write.content,
      content_text: write.contentText,
      level: write.level,
      updated_by: editorId,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export type VoteOutcome = { kind: 'voted'; blog: BlogRow } | { kind: 'alreadyVoted' } | { kind: 'notFound' };

/**
 * One vote per article per candidate: the vote row's primary key decides (two votes at once: one insert wins),
 * and the article's tally moves in the same transaction.
 */
export async function castVote(
  db: Kysely<Database>,
  blogId: string,
  userId: string,
  isHelpful: boolean,
): Promise<VoteOutcome> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('blogs').select('id').where('id', '=', blogId).executeTakeFirst();
    if (!exists) return { kind: 'notFound' } as const;
    const inserted = await trx
      .insertInto('blog_votes')
      .values({ blog_id: blogId, user_id: userId, is_helpful: isHelpful })
      .onConflict((conflict) => conflict.columns(['blog_id', 'user_id']).doNothing())
      .returning('blog_id')
      .executeTakeFirst();
    if (!inserted) return { kind: 'alreadyVoted' } as const;
    const blog = await trx
      .updateTable('blogs')
      .set(
        isHelpful
          ? { helpful_votes: sql<number>`helpful_votes + 1` }
          : { unhelpful_votes: sql<number>`unhelpful_votes + 1` },
      )
      .where('id', '=', blogId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'voted', blog } as const;
  });
}

/** An article as the API shows it, with the caller's own vote only. */
export function presentBlog(row: BlogRow, viewerId: string, viewerVote: boolean | undefined): Blog {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    content: row.content,
    level: row.level,
    helpfulVotes: row.helpful_votes,
    unhelpfulVotes: row.unhelpful_votes,
    votes: viewerVote === undefined ? [] : [{ user: viewerId, isHelpful: viewerVote }],
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
