import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// A deleted candidate kept the plan they had chosen (users.subscription), so they stayed on the super admin's
// subscribers list as an unassigned "Deleted account" that could be given an admin. Deleting an account now clears it
// (account-data/repository.ts); this clears it for accounts deleted before. Their payment records (payment_orders,
// subscriptions) keep the plan they paid for. The kept counts follow by their triggers.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update users set subscription = null, updated_at = now()
     where role = 'user' and status = 'deleted' and subscription is not null`.execute(db);
}

// Nothing to restore: which plan a deleted account had chosen is not kept anywhere else, and it is shown nowhere.
export async function down(): Promise<void> {}
