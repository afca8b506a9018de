// The admin's desk lists for api/bench/lists.mjs (issue 15): the assigned candidates of one admin (about 475 of the
// 95 000 assigned) and of a super admin (all of them), and one admin's candidates through the users list.
import crypto from 'node:crypto';

/** The id the core seed gives an account: md5(key) as a uuid (as lists.mjs's benchId). */
const benchId = (key) =>
  crypto
    .createHash('md5')
    .update(key)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const admin1 = benchId('bench-admin-1');

/** @type {import('../lists.mjs').ListEndpoint[]} */
export const endpoints = [
  {
    name: 'GET /api/assigned-users-with-active-subscription (admin, ~475)',
    as: 'admin',
    first: '/api/assigned-users-with-active-subscription?page=1&limit=10&search=',
    deep: '/api/assigned-users-with-active-subscription?page=1000&limit=10&search=',
    search: '/api/assigned-users-with-active-subscription?page=1&limit=10&search=olivia',
  },
  {
    name: 'GET /api/assigned-users-with-active-subscription (super admin, 95 000)',
    as: 'superAdmin',
    first: '/api/assigned-users-with-active-subscription?page=1&limit=10&search=',
    deep: '/api/assigned-users-with-active-subscription?page=1000&limit=10&search=',
    search: '/api/assigned-users-with-active-subscription?page=1&limit=10&search=thompson',
  },
  {
    name: 'GET /api/users?accountOfficer= (super admin, one admin of 200)',
    as: 'superAdmin',
    first: `/api/users?accountOfficer=${admin1}&page=1`,
    deep: `/api/users?accountOfficer=${admin1}&page=1000`,
    search: `/api/users?accountOfficer=${admin1}&page=1&search=olivia`,
  },
];

/** One byte (0-255) of md5 of a candidate's id, as SQL: which documents and platforms they have, the same every run. */
const byteOf = (n) => `get_byte(decode(md5(u.id::text), 'hex'), ${n})`;

/**
 * The core seed loads accounts with triggers off, so every assigned candidate per day and week and each officer's count of
 * candidates are rebuilt from the rows. Then
 * the candidates' documents and platforms, as onboarding leaves them, since the staff lists show both in every row:
 * nine in ten have a CV (PDF), six in ten a cover letter (Word), four in five a Seek login, two in five LinkedIn by
 * consent (no account yet). Their files are not stored: the lists read only the rows, and the JSON the lists show of
 * them (shown_documents, shown_portals), which the tables' triggers keep as these statements insert.
 */
export async function seed(client) {
  await client.query('select refresh_assigned_days()');
  await client.query('select refresh_assigned_weeks()');
  await client.query('select refresh_officer_candidate_counts()');
  await client.query(
    `insert into uploads (id, user_id, storage_key, type, size, original_name, category, created_at)
     select md5('bench-cv-' || u.id)::uuid, u.id, 'bench/cv/' || u.id, 'pdf', 120000 + ${byteOf(2)} * 400,
            u.first_name || '_' || u.last_name || '_CV.pdf', 'Resume/CV', u.created_at
       from users u where u.role = 'user' and ${byteOf(0)} % 10 <> 0
     union all
     select md5('bench-letter-' || u.id)::uuid, u.id, 'bench/letter/' || u.id, 'docx', 30000 + ${byteOf(3)} * 100,
            'Cover_Letter_' || u.last_name || '.docx', 'Cover Letter', u.created_at
       from users u where u.role = 'user' and ${byteOf(1)} % 5 < 3`,
  );
  await client.query(
    `insert into documents (user_id, upload_id, type, title, size, category, is_default, agree, created_at)
     select user_id, id, type, original_name, size, category, true, case when size % 2 = 0 then 'true' else 'false' end,
            created_at
       from uploads where storage_key like 'bench/%'`,
  );
  await client.query(
    `insert into portals (user_id, name, had_an_account, agreed, credential_email, credential_password_encrypted,
                          created_at)
     select u.id, 'Seek', true, false, u.email, 'bench: not a ciphertext, never revealed', u.created_at
       from users u where u.role = 'user' and ${byteOf(4)} % 5 <> 0
     union all
     select u.id, 'LinkedIn', false, true, null, null, u.created_at + interval '1 minute'
       from users u where u.role = 'user' and ${byteOf(5)} % 5 < 2`,
  );
  await client.query('analyze uploads, documents, portals');
}
