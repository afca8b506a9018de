import { sql, type Kysely } from 'kysely';
import { trigramOperators } from '../../../db/trigram';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Help articles (the spec's blogs) and one vote per article per candidate. The list walks (created_at, id) or
// (level, created_at, id); the search is a trigram index over the title and the content's words (not its markup).
export async function up(db: Kysely<any>): Promise<void> {
  const trigramOps = await trigramOperators(db);
  await sql`
    create table blogs (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      content text not null,
      content_text text not null,
      level text not null check (level in ('most relevant', 'important', 'interesting', 'urgent')),
      helpful_votes integer not null default 0,
      unhelpful_votes integer not null default 0,
      created_by uuid references users(id) on delete set null,
      updated_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index blogs_created_idx on blogs (created_at desc, id desc)`.execute(db);
  await sql`create index blogs_level_created_idx on blogs (level, created_at desc, id desc)`.execute(db);
  await sql`
    create index blogs_search_idx on blogs
    using gin ((title || ' ' || content_text) ${trigramOps})`.execute(db);
  await sql`
    create table blog_votes (
      blog_id uuid not null references blogs(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      is_helpful boolean not null,
      created_at timestamptz not null default now(),
      primary key (blog_id, user_id)
    )`.execute(db);
  await sql`create index blog_votes_user_idx on blog_votes (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists blog_votes`.execute(db);
  await sql`drop table if exists blogs`.execute(db);
}
