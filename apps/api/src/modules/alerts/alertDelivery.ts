import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  ALERT_SIGNATURE_HEADER,
  type AlertChannelInput,
  type AlertCheckValue,
  alertRoutes,
  type DateRange,
} from '@shelfsight/contracts';
import { formatPrettyDate } from '@shelfsight/house-style';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AddressPolicy, guardedLookup, literalHostRefused, RefusedAddressError } from '../../lib/addressPolicy';
import { createNotification } from '../notifications';
import type { StoredAlert } from './alerts.repository';
import {
  type AlertMessage,
  itemLines,
  messageHtml,
  messageText,
  periodWords,
  ruleSentence,
  type ShownAs,
} from './alertText';

/** What a raised check tells: the alert, the period and the values that crossed. */
export interface Raised {
  alert: StoredAlert;
  checkId: number;
  period: DateRange;
  values: AlertCheckValue[];
  /** The metric's name and unit, for values written as the app shows them. */
  shownAs: ShownAs;
  /** The app's address (PUBLIC_URL), that each reader's link starts with. */
  publicUrl: string;
}

const CHANNEL_TIMEOUT_MS = 10_000;

/** 'Availability fell below 80.0% at 1 retailer on Nov 27, 2026' */
export const sentenceOf = (raised: Raised) =>
  `${ruleSentence(raised.alert, raised.shownAs, raised.values)} ${periodWords(raised.period)}`;

/** The values that crossed, one line each with their unit and comparison. */
export const describeValues = (raised: Raised) => itemLines(raised.alert, raised.shownAs, raised.values);

export function summaryOf(raised: Raised): string {
  const { alert, period, values } = raised;
  const from = formatPrettyDate(period.dateFrom);
  const dates = period.dateFrom === period.dateTo ? from : `${from} – ${formatPrettyDate(period.dateTo)}`;
  const items = alert.type === 'PER_ITEM' ? `: ${values.length} ${values.length === 1 ? 'item' : 'items'}` : '';
  return `${alert.subject}${items} (${dates})`;
}

/** The message of a raised alert for one reader: the alert and its rule in a sentence, the items, the link. */
export const messageOf = (raised: Raised, link: string): AlertMessage => ({
  sentence: `The alert "${raised.alert.subject}" was raised: ${sentenceOf(raised)}.`,
  lines: describeValues(raised),
  link,
});

/** The owner's link: the alert's form. */
export const alertLink = (publicUrl: string, alertId: number) => `${publicUrl}${alertRoutes.edit}?id=${alertId}`;

/**
 * Everyone else's link: the list of alerts they receive, with the alert highlighted (only the owner may
 * open the form). A channel's readers are unknown, so its link names no list: the page shows the alert in
 * whichever list holds it.
 */
export const alertListLink = (publicUrl: string, alertId: number, list?: 'recipient') =>
  `${publicUrl}${alertRoutes.list}?${list ? `list=${list}&` : ''}id=${alertId}`;

const linkFor = (raised: Raised, userId: number) =>
  userId === raised.alert.ownerUserId
    ? alertLink(raised.publicUrl, raised.alert.id)
    : alertListLink(raised.publicUrl, raised.alert.id, 'recipient');

/** Runs `send` once per target of the check: a target already recorded as sent is skipped (retries). */
async function once(app: FastifyInstance, raised: Raised, target: string, send: () => Promise<void>) {
  const { customerId } = raised.alert;
  const { rows } = await app.db.execute(sql`SELECT 1 FROM alert_deliveries
    WHERE customer_id = ${customerId} AND check_id = ${raised.checkId} AND target = ${target}`);
  if (rows.length > 0) return;
  await send();
  await app.db.execute(sql`INSERT INTO alert_deliveries (customer_id, check_id, target)
    VALUES (${customerId}, ${raised.checkId}, ${target}) ON CONFLICT DO NOTHING`);
}

function channelBody(channel: AlertChannelInput, raised: Raised): string {
  const link = alertListLink(raised.publicUrl, raised.alert.id);
  const text = messageText(messageOf(raised, link), 'Open the alert');
  if (channel.type !== 'WEBHOOK') return JSON.stringify({ text });
  const { alert, period, values } = raised;
  return JSON.stringify({
    event: 'alert.raised',
    alert: { id: alert.id, subject: alert.subject, metricId: alert.metricId, type: alert.type },
    period,
    values,
    link,
    text,
  });
}

/** Why a channel did not take the message, in words for the owner (never a stack or an error code). */
export class ChannelFailedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChannelFailedError';
  }
}

/** A channel that did not take the message, and why. */
export interface ChannelFailure {
  index: number;
  channel: AlertChannelInput;
  reason: string;
}

/** 'The SLACK channel (alertSettings.channels.0.url): could not reach host hooks.example.com.' per failure. */
export function channelFailureMessage(failures: ChannelFailure[]): string {
  return failures
    .map(
      ({ index, channel, reason }) => `The ${channel.type} channel (alertSettings.channels.${index}.url): ${reason}.`,
    )
    .join(' ');
}

/** The failure of a request to `host` in words: refused, unanswered or unreachable. */
function reasonOf(error: unknown, host: string, signal: AbortSignal): ChannelFailedError {
  if (error instanceof RefusedAddressError) return new ChannelFailedError(error.message);
  if (signal.aborted)
    return new ChannelFailedError(`host ${host} did not answer within ${CHANNEL_TIMEOUT_MS / 1000} s`);
  return new ChannelFailedError(`could not reach host ${host}`);
}

/**
 * POSTs to a channel; with a secret the body is signed (`sha256=` + hex HMAC-SHA256). The host must
 * resolve to addresses the policy allows (checked on the very address connected to), redirects are not
 * followed, and anything but 2xx rejects with a ChannelFailedError saying why.
 */
export function postToChannel(channel: AlertChannelInput, body: string, policy: AddressPolicy): Promise<void> {
  const url = new URL(channel.url);
  const host = url.hostname;
  if (literalHostRefused(url, policy))
    return Promise.reject(new ChannelFailedError(new RefusedAddressError(host).message));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'Shelfsight-Alerts',
  };
  if (channel.secret) {
    headers[ALERT_SIGNATURE_HEADER] = `sha256=${createHmac('sha256', channel.secret).update(body).digest('hex')}`;
  }
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(CHANNEL_TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      { method: 'POST', headers, lookup: guardedLookup(policy, (name) => new RefusedAddressError(name)), signal },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new ChannelFailedError(`host ${host} answered HTTP ${status}`));
      },
    );
    outgoing.on('error', (error) => reject(reasonOf(error, host, signal)));
    outgoing.end(body);
  });
}

/**
 * Tells everyone the alert names: in-app (T) and e-mail (E) to each recipient (the owner when it names
 * none), then each channel. Each message is recorded when sent, so a retried check sends only the rest.
 * A recipient's message that fails throws (the check is retried); the channels that failed are answered,
 * with whether anything reached anyone.
 */
export async function deliver(
  app: FastifyInstance,
  raised: Raised,
  recipients: { id: number; email: string }[],
  policy: AddressPolicy,
): Promise<{ failures: ChannelFailure[]; deliveredAny: boolean }> {
  const { alert } = raised;
  // For the kill test only (alertKill.test.ts): the alert of this subject is held after its first recipient.
  const hold = process.env.SHELFSIGHT_TEST_HOLD_ALERT_DELIVERY === alert.subject;
  for (const recipient of recipients) {
    const message = messageOf(raised, linkFor(raised, recipient.id));
    if (alert.notificationMethods.includes('T')) {
      await once(app, raised, `T:${recipient.id}`, async () => {
        await createNotification(app, {
          customerId: alert.customerId,
          userId: recipient.id,
          title: `Alert: ${summaryOf(raised)}`,
          body: messageText(message, 'Open the alert'),
          flag: 'warning',
          icon: 'alert',
          type: 'ALERT',
          causer: alert.subject,
        });
      });
    }
    if (alert.notificationMethods.includes('E')) {
      await once(app, raised, `E:${recipient.id}`, async () => {
        await app.mailer.send({
          to: recipient.email,
          subject: `Shelfsight alert: ${summaryOf(raised)}`,
          text: messageText(message, 'Open the alert'),
          html: messageHtml(message, 'Open the alert'),
        });
      });
    }
    if (hold) {
      app.log.warn('holding the alert delivery');
      await new Promise<never>(() => undefined);
    }
  }
  // A channel that fails is left out, not retried, and does not keep the others from being called.
  const failures: ChannelFailure[] = [];
  for (const [index, channel] of alert.alertSettings.channels.entries()) {
    try {
      await once(app, raised, `C:${index}`, () => postToChannel(channel, channelBody(channel, raised), policy));
    } catch (error) {
      if (!(error instanceof ChannelFailedError)) throw error;
      failures.push({ index, channel, reason: error.message });
    }
  }
  const toldRecipients = recipients.length > 0 && alert.notificationMethods.length > 0;
  return { failures, deliveredAny: toldRecipients || failures.length < alert.alertSettings.channels.length };
}
