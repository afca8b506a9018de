import './zod-config';
import { z } from 'zod';
import { pageQuery, searchQuery } from './envelope';
import { titleText } from './shown-text';

/** An article's level (spec sections 2 and 9: the Help Center sorts by it). */
export const blogLevels = ['most relevant', 'important', 'interesting', 'urgent'] as const;
export type BlogLevel = (typeof blogLevels)[number];
/** The Help Center's options: All, then each level. */
export const blogLevelFilters = ['All', ...blogLevels] as const;
export type BlogLevelFilter = (typeof blogLevelFilters)[number];

/** A stored article, sanitised, at most this long (with its markup). */
export const blogContentLimit = 100_000;
export const blogTitleLimit = 200;

export const blogMessages = {
  titleRequired: 'Title is required.',
  titleTooLong: `The title may be at most ${blogTitleLimit} characters.`,
  contentRequired: 'Content is required.',
  contentTooLong: 'The content is too long.',
  levelRequired: 'Level must be one of: most relevant, important, interesting, urgent.',
  invalidId: 'The article id must be an id.',
  voteRequired: "isHelpful must be 'true' or 'false'.",
  levelFilter: 'level must be All, most relevant, important, interesting or urgent.',
} as const;

/** POST /blog and PATCH /blog/{id}: title, content (HTML, sanitised by the server), level; all required. */
export const blogRequest = z.object({
  title: titleText(blogTitleLimit, { required: blogMessages.titleRequired, tooLong: blogMessages.titleTooLong }),
  content: z
    .string({ error: blogMessages.contentRequired })
    .min(1, blogMessages.contentRequired)
    .max(blogContentLimit, blogMessages.contentTooLong),
  level: z.enum(blogLevels, { error: blogMessages.levelRequired }),
});
export type BlogRequest = z.input<typeof blogRequest>;

/** PATCH /blog/vote/{id}: the spec's client sends isHelpful as the string 'true' or 'false'; a boolean is read too. */
export const blogVoteRequest = z.object({
  isHelpful: z.union([z.enum(['true', 'false']), z.boolean()], { error: blogMessages.voteRequired }),
});
export type BlogVoteRequest = z.input<typeof blogVoteRequest>;

export const blogIdParams = z.object({ id: z.uuid({ error: blogMessages.invalidId }) });

/** GET /blogs?page=&limit=&level=&search=. */
export const blogsQuery = pageQuery.extend({
  level: z.enum(blogLevelFilters, { error: blogMessages.levelFilter }).optional().default('All'),
  search: searchQuery,
});
export type BlogsQuery = z.input<typeof blogsQuery>;

/**
 * An article as the API shows it (spec section 3). `votes` holds only the caller's own vote (empty when they have
 * not voted): who voted how is nobody else's business.
 */
export const blogSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  content: z.string(),
  level: z.enum(blogLevels),
  helpfulVotes: z.number().int(),
  unhelpfulVotes: z.number().int(),
  votes: z.array(z.object({ user: z.string(), isHelpful: z.boolean() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;
