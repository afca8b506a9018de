import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// The admins by status, from their own small index: which officers still hold their candidates (active or pending)
// and which were released (suspended or deleted) is asked by every subscribers' page and the super admin's dashboard,
// as are the active admins. Read from the index of every account by role and date, each call fetched all the admins'
// rows to look at their status (list benchmark: 0.07 ms of each statement).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_admin_status_idx on users (status, id) where role = 'admin'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_admin_status_idx`.execute(db);
}
