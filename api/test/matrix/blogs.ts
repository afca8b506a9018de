// The authorisation matrix's rows for the blogs (help articles) module's routes.
import { bearer } from '../helpers';
import type { World } from '../principals';
import { candidatesOnly, everyone, json, type Rows } from './support';

/** Staff write articles; every signed-in role reads them. */
const staffOnly = (status: number) => ({ ...everyone(status), owner: 403, otherCandidate: 403 });
const article = { title: 'Matrix article', content: '<p>Read me</p>', level: 'important' };

/** A new article per call, so each caller's vote is their first on it. */
async function newArticle(world: World): Promise<string> {
  const answer = await world.app.inject({
    method: 'POST',
    url: '/api/blog',
    headers: bearer(world.tokens.superAdmin),
    payload: article,
  });
  if (answer.statusCode !== 201) throw new Error(`Article for the matrix: ${answer.statusCode} ${answer.body}`);
  return answer.json().data._id as string;
}

export const rows: Rows = {
  'GET /api/blogs': { signedIn: everyone(200), request: () => ({ query: { page: '1', limit: '10' } }) },
  'POST /api/blog': { signedIn: staffOnly(201), request: () => json(article) },
  'PATCH /api/blog/{id}': {
    signedIn: staffOnly(200),
    request: async (world) => ({ url: `/api/blog/${await newArticle(world)}`, payload: article }),
  },
  'PATCH /api/blog/vote/{id}': {
    signedIn: candidatesOnly(200),
    request: async (world) => ({ url: `/api/blog/vote/${await newArticle(world)}`, payload: { isHelpful: 'true' } }),
  },
};
