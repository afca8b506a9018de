import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blogIdParams,
  blogMessages,
  blogRequest,
  blogSchema,
  blogsQuery,
  blogVoteRequest,
  envelope,
  page,
  showsNothing,
} from '@portal/shared/contracts';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { notificationText, sanitiseNotificationBody } from '../notifications/sanitise';
import { castVote, insertBlog, listBlogs, presentBlog, updateBlog, votesOf, type BlogWrite } from './repository';
import { blogApiMessages } from './texts';

/** The body of a write, its content reduced to the rich-text allow-list; content with no words left is refused. */
function articleOf(body: { title: string; content: string; level: BlogWrite['level'] }): BlogWrite {
  // The same allow-list and sanitiser as notification bodies (`@portal/shared/rich-text`).
  const content = sanitiseNotificationBody(body.content);
  const contentText = notificationText(content);
  if (showsNothing(contentText)) throw new HttpError(400, blogMessages.contentRequired);
  return { title: body.title, content, contentText, level: body.level };
}

export default async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/blogs',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['blogs'],
        summary:
          "Help articles, newest first, 10 a page by default (any signed-in role). `level` is All or one level; `search` looks in the title and the content's words. Each article's `votes` holds only the caller's own vote. totalDocs stops counting at 10 000.",
        querystring: blogsQuery,
        response: { 200: envelope(page(blogSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = signedInUser(request);
      const query = request.query;
      const { rows, total } = await listBlogs(app.db, {
        level: query.level,
        search: query.search || undefined,
        page: query.page,
        limit: query.limit,
      });
      const votes = await votesOf(
        app.db,
        viewer.id,
        rows.map((row) => row.id),
      );
      return {
        success: true,
        data: pageOf(
          rows.map((row) => presentBlog(row, viewer.id, votes.get(row.id))),
          total,
          query,
        ),
      };
    },
  );

  app.post(
    '/blog',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['blogs'],
        summary:
          'Staff: write a help article (title, content, level, all required). The content is sanitised to the rich-text allow-list before it is stored.',
        body: blogRequest,
        response: { 201: envelope(blogSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const author = signedInUser(request);
      const row = await insertBlog(app.db, articleOf(request.body), author.id);
      return reply
        .code(201)
        .send({ success: true, message: blogApiMessages.created, data: presentBlog(row, author.id, undefined) });
    },
  );

  app.patch(
    '/blog/:id',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['blogs'],
        summary:
          'Staff: change a help article (title, content, level, all required; any admin or super admin may edit any article). The content is sanitised before it is stored.',
        params: blogIdParams,
        body: blogRequest,
        response: { 200: envelope(blogSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const editor = signedInUser(request);
      const write = articleOf(request.body);
      const row = await updateBlog(app.db, request.params.id, write, editor.id);
      if (!row) throw new HttpError(404, blogApiMessages.notFound);
      const votes = await votesOf(app.db, editor.id, [row.id]);
      return { success: true, message: blogApiMessages.updated, data: presentBlog(row, editor.id, votes.get(row.id)) };
    },
  );

  app.patch(
    '/blog/vote/:id',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['blogs'],
        summary:
          "Candidate: say whether an article helped (`isHelpful` 'true' or 'false'). One vote per article per candidate: a second vote is refused with 'You already voted.' (409) and changes nothing.",
        params: blogIdParams,
        body: blogVoteRequest,
        response: { 200: envelope(blogSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const voter = signedInUser(request);
      const isHelpful = request.body.isHelpful === true || request.body.isHelpful === 'true';
      const outcome = await castVote(app.db, request.params.id, voter.id, isHelpful);
      if (outcome.kind === 'notFound') throw new HttpError(404, blogApiMessages.notFound);
      if (outcome.kind === 'alreadyVoted') throw new HttpError(409, blogApiMessages.alreadyVoted);
      return { success: true, message: blogApiMessages.voted, data: presentBlog(outcome.blog, voter.id, isHelpful) };
    },
  );
}
