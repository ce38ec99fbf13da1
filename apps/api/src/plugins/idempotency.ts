import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_RETENTION_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyHeadersSchema,
  idempotencyMessages,
} from '@shelfsight/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema/idempotencyKeys';
import { HttpError } from '../lib/httpError';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a create: it honours the Idempotency-Key header. */
    idempotent?: boolean;
  }
}

const HEADER = 'idempotency-key';
const expiredBefore = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_RETENTION_HOURS})`;

interface Reservation {
  userId: number;
  key: string;
}

/** Requests that reserved their key and must store (or release) it once answered. */
const reservations = new WeakMap<FastifyRequest, Reservation>();

/**
 * The parsed, validated body: the raw bytes are not kept, and the same request sent again parses
 * to the same value (zod emits keys in schema order).
 */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

/**
 * Takes the key for this request: a new row, or an expired one taken over. False when a live row
 * of the same user and key exists.
 */
async function reserve(db: Db, reservation: Reservation, request: FastifyRequest, hash: string) {
  const fresh = { method: request.method, path: request.url, requestHash: hash, statusCode: null, responseBody: null };
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...reservation, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { ...fresh, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

const ofReservation = ({ userId, key }: Reservation) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Idempotency-Key for creates. Routes opt in with `config: { idempotent: true }` rather than every
 * authenticated POST being covered: many POSTs are not creates (sign-in, widget data queries,
 * password changes, usage events) and replaying their stored answer would be wrong.
 *
 * Without the header nothing changes. With it, the key is reserved (a row with no answer yet)
 * before the handler runs and filled with the answer when it is 2xx; any other answer releases
 * the key so the client may retry. A retry with the same key within 24 hours gets the stored
 * answer (Idempotent-Replayed: true) without the handler running; the same key with another
 * method, path or body answers 422, and one whose first request has no answer yet 409.
 *
 * Trade-off: the row is not written in the create's own transaction (the repositories own their
 * transactions). Reserving first means a process that dies between the create's commit and the
 * fill leaves the key reserved with no answer: its retries answer 409 until the key expires,
 * rather than creating a second object.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    /** Expired keys are ignored at once; their rows go with the next keyed create (creates are rare). */
    async function purgeExpired() {
      await app.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore));
    }

    async function replayOrReserve(request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers[HEADER];
      if (key === undefined) return;
      // The headers schema refuses these first; this keeps the rule where it is used.
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new HttpError(400, idempotencyMessages.invalidKey, { [HEADER]: idempotencyMessages.invalidKey });
      }
      // A route that lets anonymous callers in has no one to keep the key for.
      if (!request.user) return;
      const reservation = { userId: request.user.id, key };
      const hash = requestHash(request);
      await purgeExpired();
      if (await reserve(app.db, reservation, request, hash)) {
        reservations.set(request, reservation);
        return;
      }
      const [stored] = await app.db.select().from(idempotencyKeys).where(ofReservation(reservation));
      // Released between the insert and this read: the first request failed; the client retries.
      if (!stored) throw new HttpError(409, idempotencyMessages.inFlight);
      if (stored.method !== request.method || stored.path !== request.url || stored.requestHash !== hash) {
        throw new HttpError(422, idempotencyMessages.keyReused, { [HEADER]: idempotencyMessages.keyReused });
      }
      if (stored.statusCode === null) throw new HttpError(409, idempotencyMessages.inFlight);
      return reply
        .code(stored.statusCode)
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(stored.responseBody));
    }

    async function store(request: FastifyRequest, reply: FastifyReply, json: string) {
      const reservation = reservations.get(request);
      if (!reservation) return;
      reservations.delete(request);
      await app.db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, responseBody: json === '' ? null : JSON.parse(json) })
        .where(ofReservation(reservation));
    }

    // Objects are kept as the route's serializer writes them, before compression turns them into a stream.
    async function storeObjectAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reservations.has(request) && reply.statusCode >= 200 && reply.statusCode < 300) {
        await store(request, reply, reply.serialize(payload) as string);
      }
      return payload;
    }

    /** Answers sent as text are kept here; anything else (an error, a file) releases the key. */
    async function storeOrRelease(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const reservation = reservations.get(request);
      if (!reservation) return payload;
      const ok = reply.statusCode >= 200 && reply.statusCode < 300;
      const json = String(reply.getHeader('content-type') ?? '').includes('json');
      if (ok && json && typeof payload === 'string') {
        await store(request, reply, payload);
      } else {
        reservations.delete(request);
        await app.db.delete(idempotencyKeys).where(ofReservation(reservation));
      }
      return payload;
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      route.schema = { ...route.schema, headers: idempotencyHeadersSchema };
      // Last, after the route's own authentication and checks: refused requests never take a key.
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), replayOrReserve];
      route.preSerialization = [...(route.preSerialization ? [route.preSerialization].flat() : []), storeObjectAnswer];
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), storeOrRelease];
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);
