import { sql, type Kysely } from 'kysely';
import { trigramOperators } from '../../../db/trigram';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Applications made for a candidate, each keeping the exact CV file that was sent (an upload row, never the
// candidate's current document), with the indexes their lists use: a candidate's history newest first
// (keyset: applied_at desc, id) and a trigram index for searching title, company and location.
export async function up(db: Kysely<any>): Promise<void> {
  const trigramOps = await trigramOperators(db);
  await sql`
    create table applications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      recorded_by uuid references users(id) on delete set null,
      platform text not null check (platform in ('Seek', 'Indeed', 'Jora', 'LinkedIn', 'Glassdoor')),
      status text not null default 'applied',
      title text not null,
      company text not null,
      location text not null,
      description text not null,
      applied_at timestamptz not null,
      application_type text not null check (application_type in ('Quick Apply', 'Apply')),
      level text not null,
      duration text not null,
      salary text not null,
      job_type text not null check (job_type in ('Full-Time', 'Part-Time', 'Contract')),
      cv_upload_id uuid references uploads(id) on delete set null,
      cv_name text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index applications_user_applied_idx on applications (user_id, applied_at desc, id desc)`.execute(db);
  await sql`create index applications_applied_idx on applications (applied_at desc, id desc)`.execute(db);
  await sql`create index applications_cv_upload_idx on applications (cv_upload_id) where cv_upload_id is not null`.execute(
    db,
  );
  await sql`
    create index applications_search_idx on applications
    using gin ((title || ' ' || company || ' ' || location) ${trigramOps})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists applications`.execute(db);
}
