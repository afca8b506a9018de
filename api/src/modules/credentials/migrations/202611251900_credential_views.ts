import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

/**
 * The audit log of platform-password reveals: who saw which candidate's login for which platform, and when.
 * Rows outlive the portal and the viewer (the candidate keeps seeing who looked), so no cascade from them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table credential_views (
      id uuid primary key default gen_random_uuid(),
      candidate_id uuid not null references users(id) on delete cascade,
      viewer_id uuid references users(id) on delete set null,
      viewer_first_name text not null,
      viewer_last_name text not null,
      viewer_role text not null,
      portal_id uuid references portals(id) on delete set null,
      platform text not null,
      viewed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index credential_views_candidate_idx on credential_views (candidate_id, viewed_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists credential_views`.execute(db);
}
