import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// An admin's activity is shown newest first, but entries written in one transaction share their time (now() is the
// transaction's): 'Account created' and 'Password setup link sent' came out in the order of their random ids. A
// sequence keeps the order they were written in; rows already there take theirs in the table's order.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table admin_audit_log add column seq bigint generated always as identity`.execute(db);
  await sql`drop index if exists admin_audit_log_admin_idx`.execute(db);
  await sql`create index admin_audit_log_admin_idx on admin_audit_log (admin_id, created_at desc, seq desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists admin_audit_log_admin_idx`.execute(db);
  await sql`alter table admin_audit_log drop column if exists seq`.execute(db);
  await sql`create index admin_audit_log_admin_idx on admin_audit_log (admin_id, created_at desc, id desc)`.execute(db);
}
