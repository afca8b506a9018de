// Proof of job search: GET /api/application/export holds exactly the chosen days (in the caller's time zone),
// as CSV and as a PDF report with the candidate's name and the day it was generated; bad ranges are refused with
// a clear 400, and nobody exports a candidate they may not see.
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatBritishDate } from '@portal/shared/british-date';
import { drawable } from '../src/modules/applications/export';
import { exportMessages } from '../src/modules/applications/texts';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
const tokens = { candidate: '', demo: '', other: '', admin: '', otherAdmin: '', superAdmin: '' };
let candidateId: string;

/** Applications of the export candidate, at instants around March 2026 in Sydney (UTC+11 then). */
const placed = [
  { title: 'Too Early', at: '2026-02-28T12:59:59.999Z' }, // 28 Feb 23:59:59 in Sydney
  { title: 'First Moment', at: '2026-02-28T13:00:00.000Z' }, // 1 Mar 00:00 in Sydney
  { title: 'Mid Month, "Quoted"', at: '2026-03-15T02:00:00.000Z' },
  { title: 'Last Moment', at: '2026-03-31T12:59:59.999Z' }, // 31 Mar 23:59:59.999 in Sydney (UTC+11)
  { title: 'Too Late', at: '2026-03-31T13:00:00.000Z' }, // 1 Apr 00:00 in Sydney
  { title: 'Spring Start', at: '2026-09-22T14:30:00.000Z' }, // 23 Sep 00:30 in Sydney (UTC+10)
];

before(async () => {
  t = await createTestApp();
  const demo = await t.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', 'candidate@portal.test')
    .executeTakeFirstOrThrow();
  const demoAdmin = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@portal.test')
    .executeTakeFirstOrThrow();
  const account = (email: string, role: 'user' | 'admin', officer: string | null = null) => ({
    first_name: role === 'user' ? 'Éloïse' : 'Test',
    last_name: 'Exporter',
    email,
    role,
    email_verified: true,
    password_hash: demo.password_hash,
    account_officer: officer,
  });
  const [created] = await t.db
    .insertInto('users')
    .values([
      account('export.candidate@example.com', 'user', demoAdmin.id),
      account('export.other@example.com', 'user'),
      account('export.other.admin@portal.test', 'admin'),
    ])
    .returning('id')
    .execute();
  candidateId = created!.id;
  await t.db
    .insertInto('applications')
    .values(
      placed.map((entry, index) => ({
        user_id: candidateId,
        recorded_by: demoAdmin.id,
        platform: 'Seek' as const,
        title: entry.title,
        company: index === 2 ? '=HYPERLINK("x")' : 'Canva',
        location: 'Sydney NSW',
        description: 'A role.',
        applied_at: entry.at,
        application_type: index % 2 ? ('Apply' as const) : ('Quick Apply' as const),
        level: 'Mid Level',
        duration: 'Permanent',
        salary: '$100,000',
        job_type: 'Full-Time' as const,
      })),
    )
    .execute();
  tokens.candidate = await signIn(t.app, 'export.candidate@example.com');
  tokens.demo = await signIn(t.app, 'candidate@portal.test');
  tokens.other = await signIn(t.app, 'export.other@example.com');
  tokens.admin = await signIn(t.app, 'admin@portal.test');
  tokens.otherAdmin = await signIn(t.app, 'export.other.admin@portal.test');
  tokens.superAdmin = await signIn(t.app, 'superadmin@portal.test');
});
after(async () => t.close());

const march = { from: '2026-03-01', to: '2026-03-31', tz: 'Australia/Sydney' };

async function exported(token: string, query: Record<string, string>) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/application/export', query, headers: bearer(token) });
  return answer;
}

/** The CSV's table rows (after the heading block and the column header), each split into cells. */
function csvTable(text: string): string[][] {
  assert.ok(text.startsWith('\ufeff'), 'a byte-order mark first');
  const lines = text.slice(1).trimEnd().split('\r\n');
  const header = lines.indexOf('Date,Job title,Company,Location,Platform,Type');
  assert.ok(header > 0, text);
  const cells = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .filter((match) => match.index! < line.length || match[1] !== '')
      .map((match) => (match[1]!.startsWith('"') ? match[1]!.slice(1, -1).replace(/""/g, '"') : match[1]!));
  return lines.slice(header + 1).map(cells);
}

/** The words a pdf-lib PDF draws: its content streams inflated, their hex strings decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const words: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      words.push(
        // WinAnsi is Latin-1 but for a few code points, such as the en dash (0x96).
        Buffer.from(hex[1]!, 'hex').toString('latin1').replace(/\x96/g, '–'),
      );
  }
  return words.join('\n');
}

describe('GET /api/application/export', () => {
  it('gives exactly the days of the range in the time zone, newest first, as CSV with the candidate and the day', async () => {
    const answer = await exported(tokens.candidate, { ...march, format: 'csv' });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.match(String(answer.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(
      String(answer.headers['content-disposition']),
      /attachment; filename="job-search-2026-03-01-to-2026-03-31\.csv"/,
    );
    const rows = csvTable(answer.body);
    assert.deepEqual(
      rows.map((row) => row[1]),
      ['Last Moment', 'Mid Month, "Quoted"', 'First Moment'],
    );
    assert.deepEqual(rows[0], ['31 Mar 2026', 'Last Moment', 'Canva', 'Sydney NSW', 'Seek', 'Apply']);
    assert.deepEqual(rows[2]!.slice(0, 1), ['1 Mar 2026']);
    // A cell a spreadsheet would run as a formula is kept as text.
    assert.equal(rows[1]![2], `'=HYPERLINK("x")`);
    assert.match(answer.body, /Proof of job search,Éloïse Exporter/);
    assert.match(answer.body, /Period,1 Mar 2026 – 31 Mar 2026/);
    const today = formatBritishDate(new Date(), { timeZone: 'Australia/Sydney' });
    assert.match(answer.body, new RegExp(`Generated on,${today}`));
    assert.match(answer.body, /Applications,3\r\n/);
  });

  it('reads the days in UTC without tz, and a one-day range holds that day only', async () => {
    const answer = await exported(tokens.candidate, { from: '2026-03-31', to: '2026-03-31', format: 'csv' });
    assert.equal(answer.statusCode, 200, answer.body);
    // In UTC, 31 March holds the last Sydney moment (12:59 UTC) and the "too late" one (13:00 UTC).
    assert.deepEqual(
      csvTable(answer.body).map((row) => row[1]),
      ['Too Late', 'Last Moment'],
    );
    const early = await exported(tokens.candidate, {
      from: '2026-02-28',
      to: '2026-02-28',
      format: 'csv',
      tz: 'Australia/Sydney',
    });
    assert.deepEqual(
      csvTable(early.body).map((row) => row[1]),
      ['Too Early'],
    );
  });

  it('gives the same rows as a PDF report with the title, the candidate, the period and the generated-on day', async () => {
    const answer = await exported(tokens.candidate, { ...march, format: 'pdf' });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.headers['content-type'], 'application/pdf');
    assert.match(String(answer.headers['content-disposition']), /filename="job-search-2026-03-01-to-2026-03-31\.pdf"/);
    const pdf = answer.rawPayload;
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Proof of job search',
      'Éloïse Exporter',
      '1 Mar 2026 – 31 Mar 2026',
      'Generated on:',
      'Last Moment',
      'First Moment',
      '31 Mar 2026',
    ])
      assert.ok(text.includes(expected), `${expected} in ${text}`);
    assert.ok(!text.includes('Too Early') && !text.includes('Too Late'), text);
  });

  it("writes September 'Sep' (not ICU en-GB's 'Sept') in the CSV and the PDF, as every month in three letters", async () => {
    const september = { from: '2026-09-01', to: '2026-09-30', tz: 'Australia/Sydney' };
    const csv = await exported(tokens.candidate, { ...september, format: 'csv' });
    assert.equal(csv.statusCode, 200, csv.body);
    assert.deepEqual(csvTable(csv.body)[0]!.slice(0, 2), ['23 Sep 2026', 'Spring Start']);
    assert.match(csv.body, /Period,1 Sep 2026 – 30 Sep 2026/);
    assert.doesNotMatch(csv.body, /Sept/);
    const pdf = await exported(tokens.candidate, { ...september, format: 'pdf' });
    assert.equal(pdf.statusCode, 200, pdf.body);
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['1 Sep 2026 – 30 Sep 2026', '23 Sep 2026', 'Spring Start'])
      assert.ok(text.includes(expected), `${expected} in ${text}`);
    assert.ok(!text.includes('Sept'), text);
  });

  it("draws a letter the PDF font lacks without its accents, and other characters it lacks as '?'", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    assert.equal(drawable(font, 'Nguyễn Zoë Renée'), 'Nguyen Zoë Renée');
    // Decomposed (e + combining marks) reads the same; a script the font has no letters of is not guessed.
    assert.equal(drawable(font, 'Nguye\u0302\u0303n'), 'Nguyen');
    assert.equal(drawable(font, '東京 Dvořák'), '?? Dvorák');
  });

  it('says so in a PDF of a range without applications', async () => {
    const answer = await exported(tokens.candidate, { from: '2025-01-01', to: '2025-01-31', format: 'pdf' });
    assert.equal(answer.statusCode, 200);
    assert.ok(pdfText(answer.rawPayload).includes('No applications in this period.'));
  });

  it('refuses a bad range with a clear message and a 400', async () => {
    const cases: [Record<string, string>, string | RegExp][] = [
      [{ from: '2026-03-31', to: '2026-03-01', format: 'csv' }, exportMessages.fromAfterTo],
      [{ from: '2026-02-30', to: '2026-03-01', format: 'csv' }, exportMessages.fromInvalid],
      [{ from: '2026-02-01', to: '2026-13-01', format: 'csv' }, exportMessages.toInvalid],
      [{ from: '2025-01-01', to: '2026-01-02', format: 'csv' }, exportMessages.rangeTooLong],
      [{ ...march, tz: 'Mars/Olympus', format: 'csv' }, exportMessages.timeZoneInvalid],
      [{ from: '1 March', to: '2026-03-31', format: 'csv' }, 'The start date must be a date (YYYY-MM-DD).'],
      [{ ...march, format: 'docx' }, 'format must be csv or pdf.'],
      [{ to: '2026-03-31', format: 'csv' }, /start date/],
    ];
    for (const [query, message] of cases) {
      const answer = await exported(tokens.candidate, query);
      assert.equal(answer.statusCode, 400, JSON.stringify(query));
      const body = answer.json() as { success: boolean; message: string };
      assert.equal(body.success, false);
      if (typeof message === 'string') assert.equal(body.message, message, JSON.stringify(query));
      else assert.match(body.message, message);
    }
    // A full year (366 days in a leap-year span) is allowed.
    assert.equal(
      (await exported(tokens.candidate, { from: '2024-01-01', to: '2024-12-31', format: 'csv' })).statusCode,
      200,
    );
  });

  it('refuses days outside 2000 to 2099 with a 400, the last days of year 9999 included (no 500)', async () => {
    for (const query of [
      { from: '9999-12-01', to: '9999-12-31' },
      { from: '2099-12-31', to: '2100-01-01' },
      { from: '1999-12-31', to: '2000-01-01' },
      { from: '0100-01-01', to: '0100-01-31' },
    ]) {
      for (const format of ['csv', 'pdf']) {
        const answer = await exported(tokens.candidate, { ...query, format });
        assert.equal(answer.statusCode, 400, JSON.stringify(query));
        assert.deepEqual(answer.json(), { success: false, message: exportMessages.outsideWindow });
      }
    }
    // The window's own ends are days a candidate may export, the next day of the last one included.
    for (const query of [
      { from: '2099-12-01', to: '2099-12-31' },
      { from: '2000-01-01', to: '2000-01-31' },
    ])
      assert.equal((await exported(tokens.candidate, { ...query, format: 'csv' })).statusCode, 200);
  });

  it('lets the assigned admin and a super admin export the candidate; nobody else', async () => {
    const query = { ...march, format: 'csv', user: candidateId };
    for (const token of [tokens.admin, tokens.superAdmin]) {
      const answer = await exported(token, query);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.equal(csvTable(answer.body).length, 3);
    }
    for (const token of [tokens.other, tokens.demo, tokens.otherAdmin])
      assert.equal((await exported(token, query)).statusCode, 403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/application/export', query });
    assert.equal(anonymous.statusCode, 401);
    // The demo candidate's own export holds only their own applications.
    const own = await exported(tokens.demo, { from: '2020-01-01', to: '2020-12-31', format: 'csv' });
    assert.equal(csvTable(own.body).length, 0);
  });
});
