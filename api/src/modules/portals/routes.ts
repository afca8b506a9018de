import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  page,
  platformLimitMessage,
  portalRequest,
  portalSchema,
  portalsQuery,
  type Portal,
} from '@portal/shared/contracts';
import type { PortalRow } from './tables';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { findPlan } from '../plans/repository';
import { candidateInView } from '../users/access';
import { refreshOnboardingSteps } from '../users/onboarding';
import { sharedMessages } from '@portal/shared/texts';

/** A portal without its password: what the owner and everyone else see (staff reveal is a separate, audited call). */
export function presentPortal(row: PortalRow): Portal {
  return {
    _id: row.id,
    user: row.user_id,
    name: row.name,
    hadAnAccount: row.had_an_account,
    agreed: row.agreed,
    credential: row.credential_email ? { email: row.credential_email, platform: row.name } : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export default async function portalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = { cipher: app.credentialsCipher };

  app.post(
    '/portal',
    {
      preHandler: app.requireRole('user'),
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
      const portal = await app.db.transaction().execute(async (trx) => {
        // Serialise this candidate's platform changes so two requests cannot both pass the limit.
        const user = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', candidate.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const plan = user.subscription ? await findPlan(trx, user.subscription) : null;
        if (!plan) throw new HttpError(409, sharedMessages.selectPlan);
        const others = await trx
          .selectFrom('portals')
          .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
          .where('user_id', '=', candidate.id)
          .where('name', '!=', name)
          .executeTakeFirstOrThrow();
        if (Number(others.count) >= plan.platform_limit)
          throw new HttpError(409, platformLimitMessage(plan.name, plan.platform_limit));
        const values = {
          had_an_account: hadAnAccount,
          agreed: hadAnAccount ? agreed : true,
          credential_email: hadAnAccount && credential ? credential.email : null,
          credential_password_encrypted:
            hadAnAccount && credential ? options.cipher.encrypt(credential.password, candidate.id) : null,
          updated_at: new Date(),
        };
        // The same platform again replaces its details rather than counting twice.
        const row = await trx
          .insertInto('portals')
          .values({ user_id: candidate.id, name, ...values })
          .onConflict((conflict) => conflict.columns(['user_id', 'name']).doUpdateSet(values))
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshOnboardingSteps(trx, candidate.id);
        return row;
      });
      return reply.code(201).send({ success: true, data: presentPortal(portal) });
    },
  );

  app.get(
    '/portals',
    {
      preHandler: app.authenticate,
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
      const rows = await app.db
        .selectFrom('portals')
        .selectAll()
        .where('user_id', '=', candidate.id)
        .orderBy('created_at')
        .execute();
      return {
        success: true,
        data: pageOf(rows.map(presentPortal), rows.length, { page: 1, limit: Math.max(rows.length, 1) }),
      };
    },
  );
}
