import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUploadRequest, documentSchema, envelope } from '@portal/shared/contracts';
import { sharedMessages } from '@portal/shared/texts';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { maySeeCandidate } from '../users/access';
import { apiMessages } from '../../texts';
import { presentDocument, uploadIdOf } from './present';
import { attachDocument } from './attach';
import { adminUploadMessages } from './texts';

/**
 * POST /document/admin-upload: staff replace a candidate's CV or cover letter with a file they uploaded
 * (POST /document/uploads judged its bytes), where the candidate agreed to such changes. The replacement is a new
 * version: the old file stays for every application sent with it and goes only when none was.
 */
export function adminUploadRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = app.documentStorage;
  app.post(
    '/document/admin-upload',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['documents'],
        summary:
          "Staff: attach one of the caller's uploads as a candidate's new Resume/CV or Cover Letter (the candidate's assigned admin or a super admin, and only where the candidate agreed to changes of that document). Earlier applications keep the version they were sent with.",
        body: adminUploadRequest,
        response: { 201: envelope(documentSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const staff = signedInUser(request);
      const body = request.body;
      const uploadId = uploadIdOf(body.uri);
      const { document, replaced } = await app.db.transaction().execute(async (trx) => {
        // One change of this candidate's documents at a time (the candidate's own attach takes the same lock).
        const candidate = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', body.user)
          .forUpdate()
          .executeTakeFirst();
        if (!candidate || candidate.role !== 'user') throw new HttpError(404, adminUploadMessages.candidateNotFound);
        if (!maySeeCandidate(staff, candidate)) throw new HttpError(403, apiMessages.forbidden);
        const upload = uploadId
          ? await trx.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst()
          : undefined;
        // Only the caller's own upload can be attached; anyone else's is as unknown as one that does not exist.
        if (!upload || upload.user_id !== staff.id) throw new HttpError(404, sharedMessages.uploadNotFound);
        if (upload.type === 'doc') throw new HttpError(400, sharedMessages.onlyPdfOrDocx);
        const attached = await attachDocument(trx, {
          userId: candidate.id,
          upload,
          title: body.title,
          category: body.category,
          isDefault: body.default,
          // The Edit link's rule, kept by the server: the candidate agreed to changes of this document.
          agree: (previous) => {
            if (!previous || previous.agree !== 'true') throw new HttpError(403, adminUploadMessages.noConsent);
            return previous.agree;
          },
        });
        // The file is the candidate's from now on (their document, their storage), not the uploader's.
        await trx
          .updateTable('uploads')
          .set({ user_id: candidate.id, category: body.category })
          .where('id', '=', upload.id)
          .execute();
        return attached;
      });
      if (replaced)
        await storage
          .remove(replaced.storage_key)
          .catch((error: unknown) => request.log.warn({ err: error }, 'Replaced document left in storage'));
      return reply
        .code(201)
        .send({ success: true, message: adminUploadMessages.updated, data: presentDocument(document) });
    },
  );
}
