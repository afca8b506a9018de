import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { bearer } from './helpers';
import { createWorld, type World } from './principals';
import { domPurifyVectors, html5secVectors } from './fixtures/xss-vectors';
import blogSeed, { demoArticles } from '../src/modules/blogs/seed';
import type { DemoSeedContext } from '../src/db/demo-seed';

let world: World;
before(async () => {
  world = await createWorld();
});
after(async () => world.close());

type Answer = { statusCode: number; body: { success: boolean; message?: string; data?: Record<string, unknown> } };
type Article = {
  _id: string;
  title: string;
  content: string;
  level: string;
  helpfulVotes: number;
  unhelpfulVotes: number;
  votes: { user: string; isHelpful: boolean }[];
};
type ArticlePage = { docs: Article[]; totalDocs: number; totalPages: number; page: number; hasNextPage: boolean };

async function call(method: 'POST' | 'PATCH', url: string, token: string, payload: unknown): Promise<Answer> {
  const answer = await world.app.inject({ method, url, headers: bearer(token), payload: payload as object });
  return { statusCode: answer.statusCode, body: answer.json() };
}
const write = (token: string, payload: unknown) => call('POST', '/api/blog', token, payload);
const edit = (id: string, token: string, payload: unknown) => call('PATCH', `/api/blog/${id}`, token, payload);
const vote = (id: string, token: string, isHelpful: unknown) =>
  call('PATCH', `/api/blog/vote/${id}`, token, { isHelpful });

async function list(token: string, query = ''): Promise<ArticlePage> {
  const answer = await world.app.inject({ method: 'GET', url: `/api/blogs${query}`, headers: bearer(token) });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json().data as ArticlePage;
}
const stored = (id: string) => world.db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const articleCount = async () =>
  Number(
    (
      await world.db
        .selectFrom('blogs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const article = (extra: Record<string, unknown> = {}) => ({
  title: 'Negotiating your salary',
  content: '<h2>Know your range</h2><p>Check the <strong>award</strong> first.</p>',
  level: 'important',
  ...extra,
});

describe('the demo seed', () => {
  it('writes six help articles, newest first on the first page', async () => {
    const rows = await world.db
      .selectFrom('blogs')
      .select(['title', 'level'])
      .where(
        'title',
        'in',
        demoArticles.map((a) => a.title),
      )
      .execute();
    assert.equal(rows.length, 6);
    const first = await list(world.tokens.owner);
    const seeded = first.docs.filter((doc) => demoArticles.some((a) => a.title === doc.title)).map((doc) => doc.title);
    assert.deepEqual(
      seeded,
      [...demoArticles].sort((a, b) => a.daysAgo - b.daysAgo).map((a) => a.title),
    );
  });
});

describe('the demo seed on a later start', () => {
  it('adds nothing again, even after staff renamed a seeded article', async () => {
    const scams = await world.db
      .selectFrom('blogs')
      .select('id')
      .where('title', '=', 'Spotting job scams')
      .executeTakeFirstOrThrow();
    const renamed = await edit(scams.id, world.tokens.superAdmin, {
      title: 'Spotting job scams (updated)',
      content: '<p>Never pay to get a job.</p>',
      level: 'urgent',
    });
    assert.equal(renamed.statusCode, 200);
    const before = await articleCount();
    await blogSeed.run({
      db: world.db,
      accounts: { superAdmin: world.ids.superAdmin, admin: world.ids.assignedAdmin, candidate: world.ids.owner },
    } as DemoSeedContext);
    assert.equal(await articleCount(), before);
    const again = await world.db.selectFrom('blogs').select('id').where('title', '=', 'Spotting job scams').execute();
    assert.equal(again.length, 0);
    await edit(scams.id, world.tokens.superAdmin, {
      title: 'Spotting job scams',
      content: '<p>Report scams at scamwatch.gov.au.</p>',
      level: 'urgent',
    });
  });
});

describe('writing and editing: staff only, content sanitised', () => {
  it('an admin writes an article: 201, stored with its level and content', async () => {
    const sent = await write(world.tokens.assignedAdmin, article());
    assert.equal(sent.statusCode, 201, JSON.stringify(sent.body));
    assert.equal(sent.body.message, 'Article saved successfully');
    const row = await stored(sent.body.data!._id as string);
    assert.equal(row.title, 'Negotiating your salary');
    assert.equal(row.level, 'important');
    assert.equal(row.content, '<h2>Know your range</h2><p>Check the <strong>award</strong> first.</p>');
    assert.equal(row.content_text, 'Know your range Check the award first.');
    assert.equal(row.created_by, world.ids.assignedAdmin);
  });

  it('a super admin edits any article (also one an admin wrote); the edit is what every reader sees', async () => {
    const sent = await write(world.tokens.unassignedAdmin, article({ title: 'Draft title' }));
    const id = sent.body.data!._id as string;
    const changed = await edit(id, world.tokens.superAdmin, article({ title: 'Final title', level: 'urgent' }));
    assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.message, 'Article saved successfully');
    assert.equal((await stored(id)).title, 'Final title');
    const seen = (await list(world.tokens.owner, '?level=urgent')).docs.find((doc) => doc._id === id);
    assert.equal(seen?.title, 'Final title');
    assert.equal(seen?.level, 'urgent');
  });

  it('candidates may neither write nor edit (403, nothing stored)', async () => {
    const before = await articleCount();
    const refused = await write(world.tokens.owner, article());
    assert.equal(refused.statusCode, 403);
    const existing = (await list(world.tokens.owner)).docs[0]!;
    const refusedEdit = await edit(existing._id, world.tokens.otherCandidate, article({ title: 'Hijacked' }));
    assert.equal(refusedEdit.statusCode, 403);
    assert.equal(await articleCount(), before);
    assert.notEqual((await stored(existing._id)).title, 'Hijacked');
  });

  it('refuses a missing title, content or level with a clear message, and changes nothing', async () => {
    const before = await articleCount();
    const cases: [Record<string, unknown>, string][] = [
      [article({ title: '   ' }), 'Title is required.'],
      // Nothing that would show: zero-width spaces, a byte-order mark, a direction control.
      [article({ title: '\u200b\u200b' }), 'Title is required.'],
      [article({ title: '\ufeff \u202e' }), 'Title is required.'],
      [article({ content: '<p>\u200b\u200d</p>' }), 'Content is required.'],
      [article({ title: undefined }), 'Title is required.'],
      [article({ content: '' }), 'Content is required.'],
      [article({ content: '<p>   </p><script>alert(1)</script>' }), 'Content is required.'],
      [article({ level: 'critical' }), 'Level must be one of: most relevant, important, interesting, urgent.'],
      [article({ level: undefined }), 'Level must be one of: most relevant, important, interesting, urgent.'],
      [article({ title: 'x'.repeat(201) }), 'The title may be at most 200 characters.'],
      [article({ content: `<p>${'x'.repeat(100_000)}</p>` }), 'The content is too long.'],
    ];
    for (const [payload, message] of cases) {
      const refused = await write(world.tokens.superAdmin, payload);
      assert.equal(refused.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.equal(refused.body.message, message);
    }
    assert.equal(await articleCount(), before);
    const existing = (await list(world.tokens.superAdmin)).docs[0]!;
    const refusedEdit = await edit(existing._id, world.tokens.superAdmin, article({ title: '' }));
    assert.equal(refusedEdit.statusCode, 400);
    assert.notEqual((await stored(existing._id)).title, '');
  });

  it("stores a title without direction controls, which would show it reversed ('\u202eevil title')", async () => {
    const sent = await write(world.tokens.superAdmin, article({ title: '\u202eTax time \u2066tips\u2069' }));
    assert.equal(sent.statusCode, 201, JSON.stringify(sent.body));
    assert.equal((await stored(sent.body.data!._id as string)).title, 'Tax time tips');
  });

  it('answers 404 for an article that does not exist and 400 for an id that is not one', async () => {
    const missing = await edit('00000000-0000-4000-8000-000000000000', world.tokens.superAdmin, article());
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.body.message, 'Article not found.');
    const bad = await edit('not-an-id', world.tokens.superAdmin, article());
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.body.message, 'The article id must be an id.');
  });

  it('keeps the allow-list: links get target and rel, scripts and handlers go', async () => {
    const sent = await write(
      world.tokens.superAdmin,
      article({
        content:
          '<p onclick="steal()">Hi <a href="https://www.fairwork.gov.au">Fair Work</a> <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    );
    assert.equal(sent.statusCode, 201, JSON.stringify(sent.body));
    assert.equal(
      (await stored(sent.body.data!._id as string)).content,
      '<p>Hi <a href="https://www.fairwork.gov.au" target="_blank" rel="noopener noreferrer">Fair Work</a> <a target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  const allowedTag =
    /^<\/?(h1|h2|b|strong|i|em|u|ol|ul|li|br|div|p)\s*\/?>$|^<a( href="(https?:|mailto:)[^"<>]*")? target="_blank" rel="noopener noreferrer">$|^<\/a>$/;
  const vectors = [...html5secVectors, ...domPurifyVectors];
  it(`stores ${vectors.length} html5sec and DOMPurify vectors inert, on create and on edit`, async () => {
    const offences: string[] = [];
    const base = await write(world.tokens.superAdmin, article({ title: 'Vectors' }));
    const id = base.body.data!._id as string;
    for (const [index, vector] of vectors.entries()) {
      const payload = article({ title: `Vector ${index}`, content: `<p>v</p>${vector}` });
      const sent =
        index % 2 === 0
          ? await write(world.tokens.superAdmin, payload)
          : await edit(id, world.tokens.superAdmin, payload);
      assert.ok(sent.statusCode === 201 || sent.statusCode === 200, `${vector}: ${JSON.stringify(sent.body)}`);
      const content = (await stored(sent.body.data!._id as string)).content;
      for (const tag of content.match(/<[^>]*>?/g) ?? [])
        if (!allowedTag.test(tag)) offences.push(`${vector} → ${content} (tag ${tag})`);
      if (/<(?!\/?(?:h1|h2|b|strong|i|em|u|ol|ul|li|br|div|p|a)\b)/i.test(content))
        offences.push(`${vector} → ${content} (raw <)`);
    }
    assert.deepEqual(offences, []);
  });
});

describe('voting: candidates, once per article', () => {
  let id: string;
  before(async () => {
    const sent = await write(world.tokens.superAdmin, article({ title: 'Vote on me' }));
    id = sent.body.data!._id as string;
  });

  it("counts a candidate's vote once; a second vote is 'You already voted.' and changes nothing", async () => {
    const first = await vote(id, world.tokens.owner, 'true');
    assert.equal(first.statusCode, 200, JSON.stringify(first.body));
    assert.equal(first.body.message, 'Vote processed successfully.');
    assert.equal(first.body.data!.helpfulVotes, 1);
    assert.deepEqual(first.body.data!.votes, [{ user: world.ids.owner, isHelpful: true }]);
    for (const again of ['true', 'false', false]) {
      const second = await vote(id, world.tokens.owner, again);
      assert.equal(second.statusCode, 409);
      assert.equal(second.body.message, 'You already voted.');
    }
    const row = await stored(id);
    assert.equal(row.helpful_votes, 1);
    assert.equal(row.unhelpful_votes, 0);
    const votes = await world.db.selectFrom('blog_votes').selectAll().where('blog_id', '=', id).execute();
    assert.equal(votes.length, 1);
  });

  it('another candidate votes too; each reader sees only their own vote in the list', async () => {
    const other = await vote(id, world.tokens.otherCandidate, 'false');
    assert.equal(other.statusCode, 200, JSON.stringify(other.body));
    assert.equal(other.body.data!.helpfulVotes, 1);
    assert.equal(other.body.data!.unhelpfulVotes, 1);
    const seenBy = async (token: string) =>
      (await list(token, '?search=Vote%20on%20me')).docs.find((doc) => doc._id === id)!;
    assert.deepEqual((await seenBy(world.tokens.owner)).votes, [{ user: world.ids.owner, isHelpful: true }]);
    assert.deepEqual((await seenBy(world.tokens.otherCandidate)).votes, [
      { user: world.ids.otherCandidate, isHelpful: false },
    ]);
    assert.deepEqual((await seenBy(world.tokens.superAdmin)).votes, []);
  });

  it('counts one of two votes sent at the same moment', async () => {
    const sent = await write(world.tokens.superAdmin, article({ title: 'Race' }));
    const raceId = sent.body.data!._id as string;
    const answers = await Promise.all([
      vote(raceId, world.tokens.owner, 'true'),
      vote(raceId, world.tokens.owner, 'true'),
      vote(raceId, world.tokens.owner, 'false'),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409, 409]);
    const row = await stored(raceId);
    assert.equal(row.helpful_votes + row.unhelpful_votes, 1);
  });

  it('staff may not vote (403); bad votes and unknown articles are 4xx and change nothing', async () => {
    assert.equal((await vote(id, world.tokens.superAdmin, 'true')).statusCode, 403);
    assert.equal((await vote(id, world.tokens.assignedAdmin, 'true')).statusCode, 403);
    const sent = await write(world.tokens.superAdmin, article({ title: 'Untouched' }));
    const fresh = sent.body.data!._id as string;
    for (const bad of ['yes', '', null, 1, undefined]) {
      const refused = await vote(fresh, world.tokens.owner, bad);
      assert.equal(refused.statusCode, 400, String(bad));
      assert.equal(refused.body.message, "isHelpful must be 'true' or 'false'.");
    }
    const unknown = await vote('00000000-0000-4000-8000-000000000000', world.tokens.owner, 'true');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.body.message, 'Article not found.');
    assert.equal((await vote('nope', world.tokens.owner, 'true')).statusCode, 400);
    const row = await stored(fresh);
    assert.equal(row.helpful_votes + row.unhelpful_votes, 0);
    assert.equal(
      (await world.db.selectFrom('blog_votes').selectAll().where('blog_id', '=', fresh).execute()).length,
      0,
    );
  });
});

describe('reading: every signed-in role, 10 a page, level and search', () => {
  before(async () => {
    for (let index = 0; index < 12; index++)
      await write(
        world.tokens.superAdmin,
        article({ title: `Paging article ${index}`, level: index % 2 ? 'interesting' : 'urgent' }),
      );
  });

  it('pages ten at a time with the spec page shape; page must be a whole number of at least 1', async () => {
    const total = await articleCount();
    const first = await list(world.tokens.assignedAdmin);
    assert.equal(first.docs.length, 10);
    assert.equal(first.totalDocs, total);
    assert.equal(first.totalPages, Math.ceil(total / 10));
    assert.equal(first.hasNextPage, true);
    const last = await list(world.tokens.assignedAdmin, `?page=${first.totalPages}&limit=10`);
    assert.equal(last.docs.length, total - (first.totalPages - 1) * 10);
    assert.equal(last.hasNextPage, false);
    const seen = new Set<string>();
    for (let p = 1; p <= first.totalPages; p++)
      for (const doc of (await list(world.tokens.owner, `?page=${p}`)).docs) seen.add(doc._id);
    assert.equal(seen.size, total);
    for (const bad of ['0', '-1', '1.5', 'x']) {
      const refused = await world.app.inject({
        method: 'GET',
        url: `/api/blogs?page=${bad}`,
        headers: bearer(world.tokens.owner),
      });
      assert.equal(refused.statusCode, 400, bad);
    }
  });

  it('filters by level; All is every level', async () => {
    const urgent = await list(world.tokens.owner, '?level=urgent&limit=100');
    assert.ok(urgent.docs.length >= 8);
    assert.ok(urgent.docs.every((doc) => doc.level === 'urgent'));
    assert.equal((await list(world.tokens.owner, '?level=All')).totalDocs, await articleCount());
    const refused = await world.app.inject({
      method: 'GET',
      url: '/api/blogs?level=critical',
      headers: bearer(world.tokens.owner),
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, 'level must be All, most relevant, important, interesting or urgent.');
  });

  it("searches title and the content's words, not its markup, case-insensitively; % and _ are literal", async () => {
    const scams = await list(world.tokens.owner, '?search=SCAMWATCH');
    assert.deepEqual(
      scams.docs.map((doc) => doc.title),
      ['Spotting job scams'],
    );
    assert.equal((await list(world.tokens.owner, '?search=noopener')).totalDocs, 0);
    assert.equal((await list(world.tokens.owner, '?search=100%25')).totalDocs, 0);
    const paging = await list(world.tokens.owner, '?search=paging%20article&level=interesting');
    assert.equal(paging.totalDocs, 6);
  });

  it('the search can walk the trigram index (the plan with sequential scans off uses blogs_search_idx)', async () => {
    const plan = await world.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`
        explain select id from blogs where (title || ' ' || content_text) ilike ${'%scamwatch%'}`.execute(trx);
    });
    const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    assert.match(text, /blogs_search_idx/, text);
  });
});
