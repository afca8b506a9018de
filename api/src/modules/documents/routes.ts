import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDocumentRequest,
  documentCategorySchema,
  documentSchema,
  documentsQuery,
  documentUploadSchema,
  envelope,
  maxUploadBytes,
  page,
} from '@portal/shared/contracts';
import type { UploadRow } from './tables';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { newStorageKey } from '../../providers/document-storage';
import { candidateInView, maySeeCandidate } from '../users/access';
import { refreshOnboardingSteps } from '../users/onboarding';
import { findUserById } from '../users/repository';
import { contentTypes, judgeDocument } from './file-kind';
import { cleanFileName, contentDisposition, fileUri, presentDocument, uploadIdOf } from './present';
import {
  countUnattachedUploads,
  candidateSentWith,
  maxUnattachedUploads,
  removeExpiredUploads,
  unattachedSweepIntervalMs,
} from './unattached';
import { sharedMessages } from '@portal/shared/texts';
import { documentMessages } from './texts';
import { apiMessages } from '../../texts';
import { adminUploadRoute } from './admin-upload';
import { attachDocument } from './attach';

type ReceivedFile = { temporaryFile: string; fileName: string | undefined; size: number };

/** The multipart library's refusals, in words a person understands. */
function uploadRefusal(error: unknown): HttpError | null {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, sharedMessages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(400, documentMessages.oneFilePerUpload);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION')
    return new HttpError(400, documentMessages.uploadNotMultipart);
  // Anything else the parser throws is about the request's body (a malformed or oversized boundary,
  // a cut-off part), not the server: only errors of the file system (they carry a syscall) are ours.
  if (error instanceof Error && !(error as { syscall?: string }).syscall && !(error instanceof HttpError))
    return new HttpError(400, documentMessages.uploadNotMultipart);
  return null;
}

export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = app.documentStorage;
  const options = { uploadsPerMinute: app.config.rateLimitUploadsPerMinute };
  app.background('expired uploads', () => removeExpiredUploads(app.db, storage, app.log), unattachedSweepIntervalMs);
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 4, fieldSize: 200, parts: 5, headerPairs: 50 },
  });

  /** Streams the one file of the request into the incoming folder; the caller removes it. */
  async function receiveUpload(request: FastifyRequest): Promise<ReceivedFile & { category: string | undefined }> {
    if (!request.isMultipart()) throw new HttpError(400, documentMessages.uploadNotMultipart);
    let received: ReceivedFile | undefined;
    let category: string | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'category' && typeof part.value === 'string') category = part.value;
          continue;
        }
        if (received || part.fieldname !== 'file') {
          part.file.resume();
          throw new HttpError(400, received ? documentMessages.oneFilePerUpload : documentMessages.uploadNotMultipart);
        }
        const temporaryFile = path.join(storage.incomingDirectory, `${crypto.randomUUID()}.part`);
        received = { temporaryFile, fileName: part.filename, size: 0 };
        await pipeline(part.file, fs.createWriteStream(temporaryFile, { mode: 0o600 }));
        if (part.file.truncated) throw new HttpError(413, sharedMessages.fileTooLarge);
        received.size = (await fs.promises.stat(temporaryFile)).size;
      }
    } catch (error) {
      if (received) await fs.promises.rm(received.temporaryFile, { force: true });
      throw error instanceof HttpError ? error : (uploadRefusal(error) ?? error);
    }
    if (!received) throw new HttpError(400, documentMessages.selectFile);
    return { ...received, category };
  }

  app.post(
    '/document/uploads',
    {
      preValidation: app.authenticate,
      config: { rateLimit: { max: options.uploadsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['documents'],
        summary:
          'Upload a PDF, DOC or DOCX (multipart field `file`, optional field `category`), at most 10 MB. The file belongs to the uploader until POST /document attaches it; one never attached is removed after a day, and an account holds at most 10 such uploads.',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(documentUploadSchema), ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const uploader = signedInUser(request);
      // Refused before the body is read: storage is not filled 10 MB at a time by files never used (the count
      // that decides is taken again under a lock before the row is written).
      if ((await countUnattachedUploads(app.db, uploader.id)) >= maxUnattachedUploads)
        throw new HttpError(429, documentMessages.tooManyUnattachedUploads);
      const received = await receiveUpload(request);
      const key = { stored: false, value: '' };
      try {
        const category =
          received.category === undefined || received.category === ''
            ? null
            : documentCategorySchema.safeParse(received.category).data;
        if (category === undefined) throw new HttpError(400, sharedMessages.invalidCategory);
        if (received.size === 0) throw new HttpError(400, sharedMessages.emptyFile);
        const verdict = await judgeDocument(received.temporaryFile);
        if (verdict.kind === 'refused')
          throw new HttpError(
            400,
            verdict.reason === 'unsafe-docx' ? documentMessages.unsafeDocx : sharedMessages.invalidFileType,
          );
        const title = cleanFileName(received.fileName, verdict.type);
        key.value = newStorageKey(verdict.type);
        await storage.putFile(key.value, received.temporaryFile, contentTypes[verdict.type]);
        key.stored = true;
        const upload = await app.db.transaction().execute(async (trx) => {
          // Counted again under the uploader's row lock: simultaneous uploads all passed the early count,
          // and only one at a time may now take a place.
          await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', uploader.id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          if ((await countUnattachedUploads(trx, uploader.id)) >= maxUnattachedUploads)
            throw new HttpError(429, documentMessages.tooManyUnattachedUploads);
          return trx
            .insertInto('uploads')
            .values({
              user_id: uploader.id,
              storage_key: key.value,
              type: verdict.type,
              size: received.size,
              original_name: title,
              category,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return reply.code(201).send({
          success: true,
          data: { uri: fileUri(upload.id), title, type: upload.type, size: upload.size, category: upload.category },
        });
      } catch (error) {
        // Nothing half-done stays behind: neither the received file nor a stored object without its row.
        await fs.promises.rm(received.temporaryFile, { force: true });
        if (key.stored) await storage.remove(key.value).catch(() => undefined);
        throw error;
      }
    },
  );

  adminUploadRoute(fastify);

  app.post(
    '/document',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['documents'],
        summary:
          'Candidate: attach one of their uploads as their CV or cover letter (one of each; a new one replaces the old). Both attached completes step 3.',
        body: createDocumentRequest,
        response: { 201: envelope(documentSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const owner = signedInUser(request);
      const body = request.body;
      const uploadId = uploadIdOf(body.uri);
      const upload = uploadId
        ? await app.db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst()
        : undefined;
      // Someone else's upload is as unknown to the caller as one that does not exist.
      if (!upload || upload.user_id !== owner.id) throw new HttpError(404, sharedMessages.uploadNotFound);
      const { document, replaced } = await app.db.transaction().execute(async (trx) => {
        // One attach per candidate at a time (a double click), as portals do: no unique-key race.
        await trx.selectFrom('users').select('id').where('id', '=', owner.id).forUpdate().executeTakeFirstOrThrow();
        const { document, replaced } = await attachDocument(trx, {
          userId: owner.id,
          upload,
          title: body.title,
          category: body.category,
          isDefault: body.default,
          agree: () => body.agree,
        });
        await refreshOnboardingSteps(trx, owner.id);
        return { document, replaced };
      });
      if (replaced)
        await storage
          .remove(replaced.storage_key)
          .catch((error: unknown) => request.log.warn({ err: error }, 'Replaced document left in storage'));
      return reply.code(201).send({ success: true, data: presentDocument(document) });
    },
  );

  app.get(
    '/documents',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['documents'],
        summary:
          "A candidate's documents: the caller's own without `user`; staff name a candidate they may see (an admin only those assigned to them).",
        querystring: documentsQuery,
        response: { 200: envelope(page(documentSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const candidate = await candidateInView(app.db, signedInUser(request), request.query.user);
      const rows = await app.db
        .selectFrom('documents')
        .selectAll()
        .where('user_id', '=', candidate.id)
        .orderBy('category')
        .execute();
      return {
        success: true,
        data: pageOf(rows.map(presentDocument), rows.length, { page: 1, limit: Math.max(rows.length, 1) }),
      };
    },
  );

  /** May this viewer read this upload: its uploader, or staff allowed to see the candidate it is attached to. */
  async function mayRead(
    viewer: ReturnType<typeof signedInUser>,
    upload: UploadRow,
  ): Promise<{ title: string } | null> {
    const document = await app.db
      .selectFrom('documents')
      .select(['user_id', 'title'])
      .where('upload_id', '=', upload.id)
      .executeTakeFirst();
    if (upload.user_id === viewer.id) return { title: document?.title ?? upload.original_name };
    // Staff see a candidate's attached documents and the earlier CVs their applications were sent with.
    const candidateId = document?.user_id ?? (await candidateSentWith(app.db, upload.id));
    if (!candidateId) return null;
    const candidate = await findUserById(app.db, candidateId);
    return candidate && maySeeCandidate(viewer, candidate) ? { title: document?.title ?? upload.original_name } : null;
  }

  app.get(
    '/document/file/:uploadId',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['documents'],
        summary: 'The stored file, to its owner and the staff allowed to see that candidate',
        params: z.object({ uploadId: z.string().max(200) }),
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const viewer = signedInUser(request);
      // Anything but a uuid names no upload (and never reaches the database or the disk).
      // The id as checked (trimmed, lower case) is the one looked up: '…0000 ' or '…0000\n' is no upload, not a 500.
      const uploadId = uploadIdOf(fileUri(request.params.uploadId));
      if (!uploadId) throw new HttpError(404, apiMessages.notFound);
      const upload = await app.db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
      if (!upload) throw new HttpError(404, apiMessages.notFound);
      const allowed = await mayRead(viewer, upload);
      if (!allowed) throw new HttpError(403, apiMessages.forbidden);
      const stream = await storage.open(upload.storage_key);
      if (!stream) throw new HttpError(404, apiMessages.notFound);
      return (
        reply
          .header('content-type', contentTypes[upload.type])
          .header('content-length', String(upload.size))
          .header('content-disposition', contentDisposition(allowed.title, upload.type))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // A stream is piped as it is; the typed schema only describes the refusals.
          .send(stream as never)
      );
    },
  );
}
