import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  adminActivityQuery,
  adminActivitySchema,
  adminIdParams,
  createAdminRequest,
  envelope,
  isPlanName,
  messageEnvelope,
  setPasswordCheckRequest,
  setPasswordCheckSchema,
  setPasswordRequest,
  superAdminOverviewSchema,
  updateStatusRequest,
  userSchema,
} from '@portal/shared/contracts';
import { formBodyLimit } from '../../http/body-limits';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { digest } from '../../security/link-tokens';
import { hashPassword } from '../auth/passwords';
import { publishNotificationEvent } from '../notifications/events';
import { findAddressHolder, findUserById, insertUser, releasePendingSignup } from '../users/repository';
import { presentUser } from '../users/present';
import { auditLogOf, recordAudit, sendSetupLink } from './repository';
import { unassignedSubscriberCount } from '../subscribers/repository';
import { appliedByEveryoneSince, weekDays } from '../applications/repository';
import { jsonRowsOf } from '../../db/page-with-total';
import { shapedStatement } from '../../db/shaped-statement';
import { adminMessages } from './texts';
import { sharedMessages } from '@portal/shared/texts';

/**
 * The super admin's dashboard figures, every one in one statement (one round trip), built once (db/shaped-statement.ts:
 * building it with Kysely on each call cost the API more than the rest of the request; list benchmark).
 */
const overviewFigures = shapedStatement((db, _shape: Record<string, never>, values: { monthStart: Date }) =>
  db.selectNoFrom((eb) => [
    // Verified candidates, not deleted: the kept counts (candidate_counts), all and per plan.
    jsonRowsOf(
      eb
        .selectFrom('candidate_counts')
        .select(['dimension', 'value', 'total'])
        .where('verified', '=', true)
        .where((eb) => eb.or([eb('dimension', '=', 'all'), eb('dimension', '=', 'plan')])),
    ).as('plans'),
    unassignedSubscriberCount(db).as('unassigned'),
    eb
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      // Literals, so the generic plan knows these are the few admins (with parameters it may read every account).
      .where('role', '=', sql.lit('admin'))
      .where('status', '=', sql.lit('active'))
      .as('admins'),
    appliedByEveryoneSince(weekDays).as('applications'),
    eb
      .selectFrom('payment_orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('total'), eb.lit(0)).as('total'))
      .where('status', '=', sql.lit('succeeded'))
      .where('paid_at', '>=', values.monthStart)
      .as('revenue'),
  ]),
);

/** The super admin's calls about admins (issue 16): status, creation, set-up links, audit log, dashboard figures. */
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = { publicUrl: app.config.publicUrl, ratePerMinute: app.config.rateLimitAuthPerMinute };
  const superAdminOnly = app.requireRole('superAdmin');
  const rateLimit = { rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' } };

  /** The admin an `adminId` names: 404 for anyone else (a candidate's id is no admin). */
  async function adminById(id: string) {
    const admin = await findUserById(app.db, id);
    if (!admin || admin.role !== 'admin') throw new HttpError(404, adminMessages.adminNotFound);
    return admin;
  }

  app.patch(
    '/user/update-status',
    {
      preValidation: superAdminOnly,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['admins'],
        summary:
          "Super admin: set an admin's status (active, pending, suspended, deleted). Not their own, not another super admin's. Any status but active ends the admin's sessions and open streams at once.",
        body: updateStatusRequest,
        response: { 200: envelope(userSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const { user: targetId, status } = request.body;
      if (targetId === actor.id) throw new HttpError(403, adminMessages.ownStatus);
      const target = await findUserById(app.db, targetId);
      if (!target) throw new HttpError(404, adminMessages.adminNotFound);
      if (target.role === 'superAdmin') throw new HttpError(403, adminMessages.otherSuperAdmin);
      if (target.role !== 'admin') throw new HttpError(400, adminMessages.notAnAdmin);
      const updated = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set((eb) => ({
            status,
            // Only an active admin may work: any other status ends every session the admin holds.
            ...(status === 'active' ? {} : { session_version: eb('session_version', '+', 1) }),
            updated_at: new Date(),
          }))
          .where('id', '=', target.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { adminId: target.id, actorId: actor.id, action: 'status', status });
        // Open notification streams (on every instance) check their session now, rather than within a minute.
        if (status !== 'active') await publishNotificationEvent(trx, { ended: target.id });
        return row;
      });
      return { success: true, message: adminMessages.statusUpdated(status), data: presentUser(updated) };
    },
  );

  app.post(
    '/auth/create-admin',
    {
      preValidation: superAdminOnly,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['admins'],
        summary:
          'Super admin: create an admin with no usable password and e-mail them a single-use link (48 hours) to choose one',
        body: createAdminRequest,
        response: { 201: envelope(userSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const { firstName, lastName, phoneNumber, email } = request.body;
      if (await findAddressHolder(app.db, email)) throw new HttpError(409, sharedMessages.emailInUse);
      const admin = await app.db.transaction().execute(async (trx) => {
        // An unverified sign-up holds no address: it goes, as a later sign-up would replace it.
        if (!(await releasePendingSignup(trx, email))) throw new HttpError(409, sharedMessages.emailInUse);
        const row = await insertUser(trx, {
          first_name: firstName,
          last_name: lastName,
          phone_number: phoneNumber,
          email,
          role: 'admin',
          password_hash: null,
          // The set-password link proves the inbox; until then the address is unverified.
          email_verified: false,
          status: 'active',
        });
        if (!row) throw new HttpError(409, sharedMessages.emailInUse);
        await recordAudit(trx, { adminId: row.id, actorId: actor.id, action: 'created' });
        await sendSetupLink(trx, row, options.publicUrl);
        await recordAudit(trx, { adminId: row.id, actorId: actor.id, action: 'setupLinkSent' });
        return row;
      });
      return reply.code(201).send({ success: true, message: adminMessages.adminCreated, data: presentUser(admin) });
    },
  );

  app.post(
    '/admins/:adminId/setup-link',
    {
      preValidation: superAdminOnly,
      schema: {
        tags: ['admins'],
        summary:
          'Super admin: e-mail a new set-password link to an admin who has not chosen a password yet (earlier links stop working)',
        params: adminIdParams,
        response: { 200: messageEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const admin = await adminById(request.params.adminId);
      if (admin.password_hash) throw new HttpError(409, adminMessages.passwordAlreadySet);
      if (admin.status !== 'active') throw new HttpError(409, adminMessages.adminNotActive);
      await app.db.transaction().execute(async (trx) => {
        await sendSetupLink(trx, admin, options.publicUrl);
        await recordAudit(trx, { adminId: admin.id, actorId: actor.id, action: 'setupLinkSent' });
      });
      return { success: true, message: adminMessages.setupLinkResent };
    },
  );

  /** The live link a token names, with its admin; 400 with the reason otherwise (used, replaced, expired, account not active). */
  async function liveSetupLink(token: string) {
    const link = await app.db
      .selectFrom('admin_setup_links')
      .selectAll()
      .where('token_digest', '=', digest(token))
      .executeTakeFirst();
    if (!link || link.consumed_at) throw new HttpError(400, adminMessages.linkInvalid);
    if (new Date(link.expires_at).getTime() <= Date.now()) throw new HttpError(400, adminMessages.linkExpired);
    const admin = await findUserById(app.db, link.user_id);
    if (!admin || admin.role !== 'admin' || admin.password_hash) throw new HttpError(400, adminMessages.linkInvalid);
    // The link is good; the account is not (suspended, deactivated or deleted): say so, a new link would not help.
    if (admin.status !== 'active') throw new HttpError(400, adminMessages.linkAccountNotActive);
    return { link, admin };
  }

  app.post(
    '/auth/set-password/check',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['admins'],
        summary: "Whether a new admin's set-password link still works (400 says why not)",
        body: setPasswordCheckRequest,
        response: { 200: envelope(setPasswordCheckSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { admin } = await liveSetupLink(request.body.token);
      return { success: true, data: { email: admin.email, firstName: admin.first_name } };
    },
  );

  app.post(
    '/auth/set-password',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['admins'],
        summary:
          'A new admin chooses their password with the e-mailed link (once, within 48 hours); the sign-up rule applies',
        body: setPasswordRequest,
        response: { 200: messageEnvelope, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { link, admin } = await liveSetupLink(request.body.token);
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction().execute(async (trx) => {
        // Consumed only if still live: two submissions of one link cannot both set a password.
        const consumed = await trx
          .updateTable('admin_setup_links')
          .set({ consumed_at: new Date() })
          .where('id', '=', link.id)
          .where('consumed_at', 'is', null)
          .executeTakeFirst();
        if (Number(consumed.numUpdatedRows) !== 1) throw new HttpError(400, adminMessages.linkInvalid);
        await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            email_verified: true,
            session_version: eb('session_version', '+', 1),
            updated_at: new Date(),
          }))
          .where('id', '=', admin.id)
          .execute();
        await recordAudit(trx, { adminId: admin.id, actorId: null, action: 'passwordSet' });
      });
      return { success: true, message: adminMessages.passwordSet };
    },
  );

  app.get(
    '/admins/:adminId/activity',
    {
      preValidation: superAdminOnly,
      schema: {
        tags: ['admins'],
        summary:
          "Super admin: an admin's audit log (status changes, assignments, set-up links: who, what, when), newest first, and whether their password is set",
        params: adminIdParams,
        querystring: adminActivityQuery,
        response: { 200: envelope(adminActivitySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const admin = await adminById(request.params.adminId);
      const [log, link] = await Promise.all([
        auditLogOf(app.db, admin.id, request.query),
        app.db
          .selectFrom('admin_setup_links')
          .select('expires_at')
          .where('user_id', '=', admin.id)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', new Date())
          .orderBy('created_at', 'desc')
          .executeTakeFirst(),
      ]);
      return {
        success: true,
        data: {
          passwordSet: admin.password_hash !== null,
          setupLinkExpiresAt: link ? new Date(link.expires_at).toISOString() : null,
          ...log,
        },
      };
    },
  );

  app.get(
    '/super-admin/overview',
    {
      preValidation: superAdminOnly,
      schema: {
        tags: ['admins'],
        summary:
          "Super admin: the dashboard's figures (candidates by plan, subscribers with no admin, active admins, applications in the last 7 days, this month's revenue from paid invoices)",
        response: { 200: envelope(superAdminOverviewSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const monthStart = new Date();
      monthStart.setUTCDate(1);
      monthStart.setUTCHours(0, 0, 0, 0);
      const [figures] = await overviewFigures(app.db, {}, { monthStart });
      if (!figures) throw new Error('the overview statement returned no row');
      const plans = figures.plans;
      const byPlan = { Free: 0, Silver: 0, Gold: 0, none: 0 };
      for (const row of plans)
        if (row.dimension === 'all') byPlan.none += Number(row.total);
        else if (isPlanName(row.value)) {
          byPlan[row.value] += Number(row.total);
          byPlan.none -= Number(row.total);
        }
      return {
        success: true,
        data: {
          candidatesByPlan: byPlan,
          subscribersWithoutAdmin: Number(figures.unassigned),
          activeAdmins: Number(figures.admins),
          applicationsThisWeek: Number(figures.applications),
          revenueThisMonth: Number(figures.revenue),
        },
      };
    },
  );
}
