import { sql, type Kysely } from 'kysely';
import { trigramOperators } from '../../../db/trigram';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// An inbox search (`title` or the message's words `ilike '%…%'`, repository.ts listInbox) walks the reader's own
// rows newest first and stops at the page. A term in none of them walked every one: a reader with 20 000
// notifications read all 20 000 for an empty page (list benchmark: 30 ms, 84 req/s). With these, an inbox search is
// planned for its pattern (prepared-statements.ts) and a rare term starts from its few notifications.
export async function up(db: Kysely<any>): Promise<void> {
  const operators = await trigramOperators(db);
  await sql`create index notifications_title_search_idx on notifications using gin (title ${operators})`.execute(db);
  await sql`create index notifications_text_search_idx on notifications using gin (message_text ${operators})`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists notifications_text_search_idx`.execute(db);
  await sql`drop index if exists notifications_title_search_idx`.execute(db);
}
