import './zod-config';
import { z } from 'zod';
import { listPageSize, searchMaxLength } from '../limits';

/** `{ success, message?, data? }` around every answer (ARCHITECTURE section 4). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string().optional(), data });

export const messageEnvelope = z.object({ success: z.boolean(), message: z.string() });
export type MessageEnvelope = z.infer<typeof messageEnvelope>;

export const page = <T extends z.ZodType>(doc: T) =>
  z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    hasNextPage: z.boolean(),
  });
export type Page<T> = {
  docs: T[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
};

/** A list's `search` query: trimmed, at most `searchMaxLength` characters (one rule and one message for every list). */
export const searchQuery = z
  .string()
  .trim()
  .max(searchMaxLength, `search may be at most ${searchMaxLength} characters.`)
  .optional();

/** `page` and `limit` as query strings; bad values are a 400, not a silent default. */
export const pageQuery = z.object({
  page: z.coerce.number({ error: 'page must be a whole number of at least 1.' }).int().min(1).default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int()
    .min(1)
    .max(100)
    .default(listPageSize),
});
