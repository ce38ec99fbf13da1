import { createHash, randomBytes } from 'node:crypto';
import {
  notificationPaths,
  PARTNER_TOKEN_MARK,
  PARTNER_TOKEN_PREFIX_LENGTH,
  partnerTokenMessages,
  type PartnerTokenScope,
} from '@shelfsight/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { partnerTokens, users } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { accessCacheOf } from './accessCache';

/** A live partner token as the request knows it. */
export interface PartnerTokenAccess {
  id: number;
  customerId: number;
  scopes: PartnerTokenScope[];
  tokenHash: string;
  createdBy: number;
  creatorEmail: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the bearer token is a partner token; the request then acts for that customer only. */
    partnerToken: PartnerTokenAccess | null;
  }
  interface FastifyContextConfig {
    /** The scope a partner token needs for this customer-scoped route; GETs default to 'read', writes to none. */
    partnerTokenScope?: PartnerTokenScope;
  }
}

/** SHA-256 suits a 256-bit random token: nothing to guess backwards, and one index look-up per request. */
export const hashPartnerToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const isPartnerToken = (token: string) => token.startsWith(PARTNER_TOKEN_MARK);

/** A new token: the mark and 32 random bytes in base64url (43 characters). */
export function newPartnerToken(): { token: string; tokenHash: string; prefix: string } {
  const token = PARTNER_TOKEN_MARK + randomBytes(32).toString('base64url');
  return { token, tokenHash: hashPartnerToken(token), prefix: token.slice(0, PARTNER_TOKEN_PREFIX_LENGTH) };
}

async function loadToken(db: Db, tokenHash: string): Promise<PartnerTokenAccess | null> {
  const [row] = await db
    .select({
      id: partnerTokens.id,
      customerId: partnerTokens.customerId,
      scopes: partnerTokens.scopes,
      createdBy: partnerTokens.createdBy,
      creatorEmail: users.email,
    })
    .from(partnerTokens)
    .innerJoin(users, eq(users.id, partnerTokens.createdBy))
    .where(and(eq(partnerTokens.tokenHash, tokenHash), isNull(partnerTokens.revokedAt)));
  return row ? { ...row, scopes: row.scopes as PartnerTokenScope[], tokenHash } : null;
}

/** The live token of this text, from the access cache (revoking invalidates it there), else null. */
export function findPartnerToken(db: Db, token: string): Promise<PartnerTokenAccess | null> {
  const tokenHash = hashPartnerToken(token);
  const cache = accessCacheOf(db);
  return cache ? cache.partnerToken(tokenHash, () => loadToken(db, tokenHash)) : loadToken(db, tokenHash);
}

const LAST_USED_EVERY_MS = 60_000;
const lastWritten = new Map<number, number>();

/** Records the use, writing at most once a minute per token (and process), never in the request's way. */
export function touchPartnerToken(db: Db, token: PartnerTokenAccess, onError: (error: unknown) => void): void {
  const now = Date.now();
  if ((lastWritten.get(token.id) ?? 0) > now - LAST_USED_EVERY_MS) return;
  lastWritten.set(token.id, now);
  db.update(partnerTokens)
    .set({ lastUsedAt: new Date(now) })
    .where(and(eq(partnerTokens.customerId, token.customerId), eq(partnerTokens.id, token.id)))
    .then(() => undefined, onError);
}

const READING = new Set(['GET', 'HEAD']);
/** A user's own inbox is not the customer's data: a token must not read its creator's notifications. */
const PERSONAL_PATHS = new Set<string>([notificationPaths.notifications, notificationPaths.notificationStream]);

/**
 * What a partner token may call on a customer-scoped route: its own customer only; a route marked with
 * `config.partnerTokenScope` needs that scope; other GETs need 'read'; other writes are refused.
 */
export function checkPartnerTokenRoute(request: FastifyRequest, token: PartnerTokenAccess, customerId: number): void {
  if (customerId !== token.customerId) throw new HttpError(403, partnerTokenMessages.otherCustomer);
  const needed = request.routeOptions.config?.partnerTokenScope;
  if (needed === undefined && !READING.has(request.method)) throw new HttpError(403, partnerTokenMessages.writeRefused);
  if (needed === undefined && request.routeOptions.config?.writesOnGet) {
    throw new HttpError(403, partnerTokenMessages.writeRefused);
  }
  if (PERSONAL_PATHS.has(request.routeOptions.url ?? ''))
    throw new HttpError(403, partnerTokenMessages.personalRefused);
  const scope = needed ?? 'read';
  if (!token.scopes.includes(scope)) throw new HttpError(403, partnerTokenMessages.scopeMissing(scope));
}
