import './zod-config';
import { z } from 'zod';
import { maxUploadBytes } from '../limits';
import { sharedMessages } from '../texts';

/** The two documents of the upload step (spec section 3). */
export const documentCategories = ['Resume/CV', 'Cover Letter'] as const;
export type DocumentCategory = (typeof documentCategories)[number];

/** File kinds accepted, judged by the bytes on the server (spec section 5: PDF, doc, docx). */
export const documentTypes = ['pdf', 'doc', 'docx'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** What a file picker may offer; the server still reads the bytes. */
export const documentAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export { maxUploadBytes };

/** Optional `category` field of the multipart upload. */
export const documentCategorySchema = z.enum(documentCategories, { error: sharedMessages.invalidCategory });

/** POST /api/document/uploads answer: the portal URL of the stored file and what the server found in it. */
export const documentUploadSchema = z.object({
  uri: z.string(),
  title: z.string(),
  type: z.enum(documentTypes),
  size: z.number().int(),
  category: documentCategorySchema.nullable(),
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** 'true' / 'false' as the spec sends it; a boolean is taken too. */
const agreeSchema = z
  .union([z.enum(['true', 'false']), z.boolean()], { error: sharedMessages.agreeTrueOrFalse })
  .transform((value) => String(value) as 'true' | 'false');

/** The fields that attach an upload as a document version: the candidate's own attach and staff's replacement. */
export const attachedUploadFields = {
  title: z
    .string({ error: sharedMessages.documentTitleRequired })
    .trim()
    .min(1, sharedMessages.documentTitleRequired)
    .max(255),
  uri: z.string({ error: sharedMessages.uploadNotFound }).trim().min(1, sharedMessages.uploadNotFound).max(500),
  size: z.number({ error: sharedMessages.documentSizeInvalid }).int().min(1).max(maxUploadBytes),
  category: documentCategorySchema,
  default: z.boolean().default(false),
};

/** POST /api/document: attach an upload of the caller to their profile (spec section 7). */
export const createDocumentRequest = z.object({
  type: z.enum(documentTypes, { error: sharedMessages.invalidFileType }),
  ...attachedUploadFields,
  agree: agreeSchema.default('false'),
});
export type CreateDocumentRequest = z.input<typeof createDocumentRequest>;

/** A document as the API shows it (spec section 3). */
export const documentSchema = z.object({
  _id: z.string(),
  user: z.string(),
  type: z.enum(documentTypes),
  title: z.string(),
  uri: z.string(),
  size: z.number().int(),
  category: z.enum(documentCategories),
  default: z.boolean(),
  agree: z.enum(['true', 'false']),
  createdAt: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

/** GET /api/documents?user={id}: the caller's own documents without `user`. */
export const documentsQuery = z.object({
  user: z.uuid({ error: sharedMessages.invalidUserQuery }).optional(),
});
export type DocumentsQuery = z.input<typeof documentsQuery>;
