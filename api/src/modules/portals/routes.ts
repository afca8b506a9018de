import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createAccountForUserRequest,
  envelope,
  page,
  platformLimitAnswer,
  platformSetupAnswer,
  platformSetupParams,
  portalRequest,
  portalSchema,
  portalsQuery,
  type Portal,
} from '@portal/shared/contracts';
import type { PortalRow } from './tables';
import { sql } from 'kysely';
import type { Listed } from '../../db/page-with-total';
import { presentation } from '../../db/presented-json';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { candidateInView, maySeeCandidate } from '../users/access';
import { findUserById } from '../users/repository';
import { userMessages } from '../users/texts';
import { apiMessages } from '../../texts';
import { portalsOf, savePortals } from './repository';
import { platformLimitPlan } from '../applications/plan-now';
import { portalMessages } from './texts';

/** A portal without its password: what the owner and everyone else see (staff reveal is a separate, audited call). */
/** The columns a portal is shown with: never its encrypted password. */
export const shownPortalColumns = [
  'id',
  'user_id',
  'name',
  'had_an_account',
  'agreed',
  'credential_email',
  'created_at',
] as const satisfies readonly (keyof PortalRow)[];
type ShownPortal = Pick<PortalRow, (typeof shownPortalColumns)[number]>;

/** A platform as the API shows it (db/presented-json.ts): the login's e-mail when one was given, never its password. */
export const shownPortal = presentation<Listed<ShownPortal>, Portal>({
  _id: 'id',
  user: 'user_id',
  name: 'name',
  hadAnAccount: 'had_an_account',
  agreed: 'agreed',
  credential: { fields: { email: 'credential_email', platform: 'name' }, when: 'credential_email' },
  createdAt: { iso: 'created_at' },
});

export const presentPortal = shownPortal.present;

/**
 * The platforms of the user `userRef` names, as the API shows them, oldest first: one JSON column of a row of theirs,
 * as kept for the staff lists (migrations/202611271410_shown_portals.ts: `shownPortal`'s JSON).
 */
export const shownPortalsOf = (userRef: string) =>
  sql<Portal[]>`coalesce((select k.portals from shown_portals as k where k.user_id = ${sql.ref(userRef)}), '[]'::json)`;

export default async function portalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = { cipher: app.credentialsCipher };

  app.post(
    '/portal',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['portals'],
        summary:
          "Candidate: hand over a job platform (login details, or consent for us to create the account). The plan's platform limit applies; the password is stored encrypted. Completes step 5.",
        body: portalRequest,
        response: { 201: envelope(portalSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const candidate = signedInUser(request);
      const { name, hadAnAccount, agreed, credential } = request.body;
      const [portal] = await app.db
        .transaction()
        .execute((trx) =>
          savePortals(trx, options.cipher, candidate.id, [
            { name, hadAnAccount, agreed, credential: credential ?? null },
          ]),
        );
      if (!portal) throw new HttpError(500, apiMessages.internal);
      return reply.code(201).send({ success: true, data: presentPortal(portal) });
    },
  );

  app.get(
    '/portals',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['portals'],
        summary:
          "A candidate's job platforms without passwords: the caller's own without `user`; staff name a candidate they may see.",
        querystring: portalsQuery,
        response: { 200: envelope(page(portalSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const candidate = await candidateInView(app.db, signedInUser(request), request.query.user);
      const rows = await portalsOf(app.db, candidate.id);
      return {
        success: true,
        data: pageOf(rows.map(presentPortal), rows.length, { page: 1, limit: Math.max(rows.length, 1) }),
      };
    },
  );

  app.get(
    '/portals/limit',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['portals'],
        summary:
          "The platform limit that applies to a candidate now (the plan now, else the last plan chosen; null when none was chosen), as POST /portal enforces it: the caller's own without `user`; staff name a candidate they may see.",
        querystring: portalsQuery,
        response: { 200: envelope(platformLimitAnswer), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const candidate = await candidateInView(app.db, signedInUser(request), request.query.user);
      const plan = await platformLimitPlan(app.db, candidate.id);
      return { success: true, data: plan ? { planName: plan.name, platformLimit: plan.platform_limit } : null };
    },
  );

  app.get(
    '/portals/setup/:candidateId',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['portals'],
        summary:
          "Staff: whom the platform wizard is for (the candidate's name), the platform limit of their plan now, as POST /create-account-for-user/ enforces it, and the platforms they already have, which count against it; for the candidate's assigned admin and super admins.",
        params: platformSetupParams,
        response: { 200: envelope(platformSetupAnswer), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const candidate = await findUserById(app.db, request.params.candidateId);
      if (!candidate || candidate.role !== 'user') throw new HttpError(404, userMessages.userNotFound);
      if (!maySeeCandidate(signedInUser(request), candidate)) throw new HttpError(403, apiMessages.forbidden);
      const plan = await platformLimitPlan(app.db, candidate.id);
      const current = await portalsOf(app.db, candidate.id);
      return {
        success: true,
        data: {
          candidate: { _id: candidate.id, firstName: candidate.first_name, lastName: candidate.last_name },
          limit: plan ? { planName: plan.name, platformLimit: plan.platform_limit } : null,
          currentPlatforms: current.map((portal) => portal.name),
        },
      };
    },
  );

  app.post(
    '/create-account-for-user/',
    {
      preValidation: app.requireRole('superAdmin'),
      schema: {
        tags: ['portals'],
        summary:
          "Super admin: record the job-platform login set up for a candidate (the working platform's details, for each platform chosen, the first being the working one). The candidate's plan platform limit applies; the password is stored encrypted.",
        body: createAccountForUserRequest,
        response: { 201: envelope(page(portalSchema)), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { credential, user: candidateId, platforms } = request.body;
      const candidate = await findUserById(app.db, candidateId);
      if (!candidate || candidate.role !== 'user') throw new HttpError(404, userMessages.userNotFound);
      const chosen = platforms ?? [credential.platform];
      const rows = await app.db.transaction().execute((trx) =>
        savePortals(
          trx,
          options.cipher,
          candidate.id,
          chosen.map((name) => ({
            name,
            hadAnAccount: true,
            agreed: true,
            credential: { email: credential.email, password: credential.password },
          })),
        ),
      );
      return reply.code(201).send({
        success: true,
        message: portalMessages.accountCreated,
        data: pageOf(rows.map(presentPortal), rows.length, { page: 1, limit: Math.max(rows.length, 1) }),
      });
    },
  );
}
