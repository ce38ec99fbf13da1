import {
  type AlertInputParsed,
  alertCheckListSchema,
  alertCheckSchema,
  alertMessages,
  alertIdParamsSchema,
  alertInputSchema,
  alertListQuerySchema,
  alertListSchema,
  alertPaths,
  alertSchema,
  dimensionById,
  metricById,
  todayInZone,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EngineInputError, checkDimensionFits } from '../../analytics/engine/engineContext';
import type { DimensionCode } from '@shelfsight/contracts';
import { type AddressPolicy, literalHostRefused } from '../../lib/addressPolicy';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { visibleSavedFilters } from '../savedFilters';
import { nonMembers } from '../widgets';
import { type AlertModuleOptions, checkAlert, failureMessage, finishFailed, toCheck } from './alertCheck';
import { alertLocks } from './alertLock';
import {
  createAlert,
  deleteAlert,
  type StoredAlert,
  storedAlert,
  toAlert,
  updateAlert,
  visibleAlerts,
} from './alerts.repository';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['alerts'];

const RULES =
  'TOTAL checks the metric over the whole filtered scope (as a KPI widget); PER_ITEM checks it per item of ' +
  'dimensionId (as a horizontal bar) and names the items that crossed. comparedTo EXACT_VALUE compares the ' +
  'value with threshold; PREVIOUS_PERIOD and SAME_PERIOD_LAST_YEAR compare its change (comparedModifier ' +
  'PERCENT, the default, or ABSOLUTE) with comparedValue. thresholdModerator IS_NOT inverts the condition. A ' +
  'missing value never meets the rule. alertSettings.trendPeriods asks the rule to hold that many periods in ' +
  'a row; alertSettings.rearm (default true) keeps a raised alert quiet until a check where the rule no longer ' +
  'holds. Recipients must be active members; none means the owner is told. Channels: Slack and Microsoft ' +
  'Teams incoming webhooks get `{ text }`, a WEBHOOK gets the check as JSON; with a secret every request ' +
  'carries `X-Shelfsight-Signature: sha256=<hex HMAC-SHA256 of the body>`. Secrets are never answered ' +
  '(hasSecret); a channel sent again without its secret keeps the stored one of the same URL. A channel host ' +
  'that is a private, loopback or link-local address (or localhost) answers 422 naming the url field; names ' +
  'are resolved on every delivery and a non-public answer fails the check. Unknown ' +
  'metric, dimension, saved filters or recipients answer 422 naming the field.';

type Viewer = ReturnType<typeof scopedViewer>;

async function visibleOrNotFound(app: FastifyInstance, viewer: Viewer, id: number) {
  const [alert] = await visibleAlerts(app.db, viewer, 'all', [id]);
  if (alert) return alert;
  // A system admin who is no member may look at any alert of the customer.
  const any = viewer.isSystemAdmin ? await storedAlert(app.db, viewer.customerId, id) : null;
  if (!any) throw new HttpError(404, alertMessages.unknown);
  return any;
}

async function ownedAlert(app: FastifyInstance, viewer: Viewer, id: number) {
  const alert = await visibleOrNotFound(app, viewer, id);
  if (alert.ownerUserId !== viewer.userId) throw new HttpError(403, alertMessages.ownerOnly);
  return alert;
}

async function requireMember(app: FastifyInstance, viewer: Viewer) {
  if ((await nonMembers(app.db, viewer.customerId, [viewer.userId])).length > 0)
    throw new HttpError(403, alertMessages.membersOnly);
}

/** References the schema cannot check: metric, dimension, saved filters, recipients (422 naming each). */
async function checkReferences(app: FastifyInstance, viewer: Viewer, input: AlertInputParsed) {
  const fields: Record<string, string> = {};
  const metric = metricById(input.metricId);
  if (!metric) fields.metricId = 'Unknown metric.';
  const dimension = input.dimensionId === null ? null : dimensionById(input.dimensionId);
  if (input.dimensionId !== null && (!dimension || dimension.code === 'DATE'))
    fields.dimensionId = 'Unknown dimension.';
  else if (metric && dimension) {
    try {
      checkDimensionFits(metric, dimension.code as DimensionCode, 'dimensionId');
    } catch (error) {
      if (!(error instanceof EngineInputError)) throw error;
      fields.dimensionId = error.message;
    }
  }
  const wanted = input.filterSet.savedFilterIds;
  if (wanted.length > 0) {
    const seen = new Set((await visibleSavedFilters(app.db, viewer, wanted)).map((filter) => filter.id));
    const index = wanted.findIndex((id) => !seen.has(id));
    if (index >= 0) fields[`filterSet.savedFilterIds.${index}`] = 'Unknown saved filter.';
  }
  const strangers = await nonMembers(app.db, viewer.customerId, input.recipientIds);
  if (strangers.length > 0) fields.recipientIds = 'Choose recipients among the users of this customer.';
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(422, first, fields);
}

const PRIVATE_CHANNEL =
  'Enter a public address: private, loopback and link-local hosts (such as localhost, 127.0.0.1, 10.x, 192.168.x, 169.254.x) cannot be called.';

/**
 * Channel URLs whose host is visibly not public (a literal private address or localhost) answer 422 naming
 * the field. Names are resolved and checked again on every delivery, so DNS cannot bring them back.
 */
function checkChannelHosts(input: AlertInputParsed, policy: AddressPolicy) {
  const fields: Record<string, string> = {};
  input.alertSettings.channels.forEach((channel, index) => {
    if (literalHostRefused(new URL(channel.url), policy))
      fields[`alertSettings.channels.${index}.url`] = PRIVATE_CHANNEL;
  });
  if (Object.keys(fields).length > 0) throw new HttpError(422, PRIVATE_CHANNEL, fields);
}

/** A channel sent without its secret keeps the stored secret of the same type and URL. */
function keepSecrets(input: AlertInputParsed, stored: StoredAlert | null): AlertInputParsed {
  const kept = stored?.alertSettings.channels ?? [];
  const channels = input.alertSettings.channels.map((channel) => {
    if (channel.secret) return channel;
    const same = kept.find((old) => old.type === channel.type && old.url === channel.url && old.secret);
    return same ? { ...channel, secret: same.secret } : channel;
  });
  const missing = channels.findIndex((channel) => channel.type === 'WEBHOOK' && !channel.secret);
  if (missing >= 0) {
    const field = `alertSettings.channels.${missing}.secret`;
    throw new HttpError(400, 'A webhook needs a secret of at least 16 characters to sign its requests.', {
      [field]: 'A webhook needs a secret of at least 16 characters to sign its requests.',
    });
  }
  return { ...input, alertSettings: { ...input.alertSettings, channels } };
}

/** Alerts: list (owned / received), read, create, replace, copy, delete, check now and the checks made. */
export const alertRoutes: FastifyPluginAsyncZod<AlertModuleOptions> = async (app, options) => {
  const answer = async (viewer: Viewer, id: number) =>
    toAlert((await storedAlert(app.db, viewer.customerId, id)) as StoredAlert, viewer);

  app.get(
    alertPaths.alerts,
    {
      schema: {
        tags,
        summary: 'Alerts I own or receive (spec 2 §7 alerts)',
        description:
          'list=owned: the alerts I own; list=recipient: the alerts I am a recipient of; all (default): both. ' +
          'Each carries lastCheckStatus (OK, RAISED, FAILED; null before the first check), lastCheckMessage ' +
          '(why the last check failed) and lastAlertRaised.',
        querystring: alertListQuerySchema,
        response: { 200: alertListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      return (await visibleAlerts(app.db, viewer, request.query.list)).map((alert) => toAlert(alert, viewer));
    },
  );

  app.get(
    alertPaths.alert,
    {
      schema: {
        tags,
        summary: 'One alert (owner or recipient)',
        params: alertIdParamsSchema,
        response: { 200: alertSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      return toAlert(await visibleOrNotFound(app, viewer, request.params.id), viewer);
    },
  );

  app.post(
    alertPaths.alertCreate,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Create an alert owned by the caller (defaults of spec 2 §9)',
        description: RULES,
        body: alertInputSchema,
        response: { 201: alertSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      await requireMember(app, viewer);
      const input = keepSecrets(request.body, null);
      checkChannelHosts(input, options.addressPolicy);
      await checkReferences(app, viewer, input);
      const id = await createAlert(app.db, viewer.customerId, viewer.userId, input);
      return reply.code(201).send(await answer(viewer, id));
    },
  );

  app.patch(
    alertPaths.alert,
    {
      schema: {
        tags,
        summary: 'Replace an alert (owner)',
        description: `${RULES} A changed alert is armed again and its earlier checks are cleared.`,
        params: alertIdParamsSchema,
        body: alertInputSchema,
        response: { 200: alertSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const stored = await ownedAlert(app, viewer, request.params.id);
      const input = keepSecrets(request.body, stored);
      checkChannelHosts(input, options.addressPolicy);
      await checkReferences(app, viewer, input);
      await updateAlert(app.db, viewer.customerId, stored.id, input);
      return answer(viewer, stored.id);
    },
  );

  app.delete(
    alertPaths.alert,
    {
      schema: {
        tags,
        summary: 'Delete an alert (owner) with its checks',
        params: alertIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      await deleteAlert(app.db, viewer.customerId, (await ownedAlert(app, viewer, request.params.id)).id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    alertPaths.alertCopy,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Copy an alert I own or receive; the copy is mine, named "Copy of …" and inactive',
        description:
          'The copy keeps the rule, filters, recipients and channels (with their secrets when I own the ' +
          'original; a recipient copying gets the channels without secrets, so webhooks are left out).',
        params: alertIdParamsSchema,
        response: { 201: alertSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      await requireMember(app, viewer);
      const original = await visibleOrNotFound(app, viewer, request.params.id);
      const mine = original.ownerUserId === viewer.userId;
      const channels = original.alertSettings.channels
        .map((channel) => (mine ? channel : { type: channel.type, url: channel.url }))
        .filter((channel) => channel.type !== 'WEBHOOK' || channel.secret);
      const input = alertInputSchema.parse({
        ...original,
        subject: `Copy of ${original.subject}`.slice(0, 200),
        isActive: false,
        alertSettings: { ...original.alertSettings, channels },
      });
      const id = await createAlert(app.db, viewer.customerId, viewer.userId, input);
      return reply.code(201).send(await answer(viewer, id));
    },
  );

  app.post(
    alertPaths.alertCheck,
    {
      schema: {
        tags,
        summary: 'Check now (owner): the alert over its period as of today, told as a scheduled check is',
        description:
          'A check is made once per alert, period and state of the facts (their last load): when today’s ' +
          'period was already checked on the same facts, that check is answered and nothing is sent again. ' +
          'An inactive alert may be checked too. A check that cannot send its messages answers FAILED with ' +
          'the reason, and the owner is told in-app.',
        params: alertIdParamsSchema,
        response: { 200: alertCheckSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const alert = await ownedAlert(app, viewer, request.params.id);
      // The whole of it, failure included, while no other check of the alert runs (alertLock.ts).
      return alertLocks(app).serialize(alert.id, async () => {
        try {
          const check = await checkAlert(app, viewer.customerId, alert.id, { ...options, today: todayInZone() });
          if (!check) throw new HttpError(404, alertMessages.unknown);
          return check;
        } catch (error) {
          if (error instanceof HttpError) throw error;
          request.log.warn({ err: error, alertId: alert.id }, 'check now failed');
          const failed = await finishFailed(app, alert, null, failureMessage(error));
          if (!failed) throw error;
          return failed;
        }
      });
    },
  );

  app.get(
    alertPaths.alertChecks,
    {
      schema: {
        tags,
        summary: 'The latest 50 finished checks of an alert, newest first (owner or recipient)',
        description:
          'A check still running is left out until it ends (OK, RAISED or FAILED); one that died running is finished by its retry.',
        params: alertIdParamsSchema,
        response: { 200: alertCheckListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const alert = await visibleOrNotFound(app, viewer, request.params.id);
      const { rows } = await app.db.execute<Record<string, unknown>>(sql`SELECT * FROM alert_checks
        WHERE customer_id = ${viewer.customerId} AND alert_id = ${alert.id} AND status <> 'RUNNING'
        ORDER BY checked_at DESC, id DESC LIMIT 50`);
      return rows.map(toCheck);
    },
  );
};
