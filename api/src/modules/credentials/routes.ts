import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  credentialViewSchema,
  credentialViewsQuery,
  envelope,
  page,
  revealedCredentialSchema,
  type CredentialView,
} from '@portal/shared/contracts';
import { countCap } from '../../db/capped-count';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { candidateInView, maySeeCandidate } from '../users/access';
import { findUserById } from '../users/repository';
import { apiMessages } from '../../texts';
import type { CredentialViewRow } from './tables';
import { credentialMessages } from './texts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function presentView(row: CredentialViewRow): CredentialView {
  return {
    _id: row.id,
    platform: row.platform,
    viewedAt: new Date(row.viewed_at).toISOString(),
    viewer: { firstName: row.viewer_first_name, lastName: row.viewer_last_name, role: row.viewer_role },
  };
}

export default async function credentialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cipher = app.credentialsCipher;

  app.post(
    '/portals/:portalId/reveal',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['portals'],
        summary:
          "Staff: one job platform's login with its password, decrypted only for the candidate's assigned admin or a super admin; every reveal is written to the candidate's audit log (who, when, which platform).",
        params: z.object({ portalId: z.string().max(100) }),
        response: { 200: envelope(revealedCredentialSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = signedInUser(request);
      const { portalId } = request.params;
      if (!uuidPattern.test(portalId)) throw new HttpError(404, credentialMessages.portalNotFound);
      const portal = await app.db.selectFrom('portals').selectAll().where('id', '=', portalId).executeTakeFirst();
      if (!portal) throw new HttpError(404, credentialMessages.portalNotFound);
      const candidate = await findUserById(app.db, portal.user_id);
      if (!candidate || !maySeeCandidate(viewer, candidate) || viewer.id === candidate.id)
        throw new HttpError(403, apiMessages.forbidden);
      if (!portal.credential_email || !portal.credential_password_encrypted)
        throw new HttpError(409, credentialMessages.noLoginDetails);
      let password: string;
      try {
        password = cipher.decrypt(portal.credential_password_encrypted, candidate.id);
      } catch (error) {
        request.log.warn({ err: error, portal: portal.id }, 'A platform password could not be decrypted');
        throw new HttpError(409, credentialMessages.cannotDecrypt);
      }
      // The audit row is written before the password leaves: no reveal goes unrecorded.
      await app.db
        .insertInto('credential_views')
        .values({
          candidate_id: candidate.id,
          viewer_id: viewer.id,
          viewer_first_name: viewer.first_name,
          viewer_last_name: viewer.last_name,
          viewer_role: viewer.role,
          portal_id: portal.id,
          platform: portal.name,
        })
        .execute();
      return { success: true, data: { platform: portal.name, email: portal.credential_email, password } };
    },
  );

  app.get(
    '/credential-views',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['portals'],
        summary:
          "Who viewed a candidate's platform logins, newest first: the caller's own without `user`; staff name a candidate they may see. totalDocs stops counting at 10 000.",
        querystring: credentialViewsQuery,
        response: { 200: envelope(page(credentialViewSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const candidate = await candidateInView(app.db, signedInUser(request), query.user);
      const base = app.db.selectFrom('credential_views').where('candidate_id', '=', candidate.id);
      const [rows, counted] = await Promise.all([
        base
          .selectAll()
          .orderBy('viewed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        app.db
          .selectFrom(base.select('id').limit(countCap).as('views'))
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { success: true, data: pageOf(rows.map(presentView), Number(counted.count), query) };
    },
  );
}
