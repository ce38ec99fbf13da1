import type { PartnerToken, PartnerTokenScope } from '@shelfsight/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { partnerTokens, type PartnerTokenRow, users } from '../../db/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toPartnerToken(row: PartnerTokenRow, createdByName: string | null): PartnerToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as PartnerTokenScope[],
    prefix: row.prefix,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** The customer's tokens, newest first, revoked ones included (they show when and that they were revoked). */
export async function listPartnerTokens(db: Db, customerId: number): Promise<PartnerToken[]> {
  const rows = await db
    .select({ token: partnerTokens, createdByName: users.displayName })
    .from(partnerTokens)
    .leftJoin(users, eq(users.id, partnerTokens.createdBy))
    .where(eq(partnerTokens.customerId, customerId))
    .orderBy(desc(partnerTokens.createdAt), desc(partnerTokens.id));
  return rows.map((row) => toPartnerToken(row.token, row.createdByName));
}

export async function insertPartnerToken(
  db: Db,
  values: {
    customerId: number;
    name: string;
    scopes: PartnerTokenScope[];
    tokenHash: string;
    prefix: string;
    createdBy: number;
  },
): Promise<PartnerToken> {
  const [row] = await db.insert(partnerTokens).values(values).returning();
  const [creator] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, values.createdBy));
  return toPartnerToken(row as PartnerTokenRow, creator?.name ?? null);
}

/** Marks a live token revoked; its hash (to drop from the access cache), or null when there is no such live token. */
export async function revokePartnerToken(db: Db, customerId: number, tokenId: number): Promise<string | null> {
  const [row] = await db
    .update(partnerTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(partnerTokens.customerId, customerId), eq(partnerTokens.id, tokenId), isNull(partnerTokens.revokedAt)),
    )
    .returning({ tokenHash: partnerTokens.tokenHash });
  return row?.tokenHash ?? null;
}
