import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { searchCategories, searchKeywords } from '../../db/schema/catalogue';

/**
 * The keywords and pages (category pages and other pages) the customer tracks, paused ones included: widgets show
 * search results and listings of these only. Rows of an entity no longer tracked stay in the facts unseen.
 */
export async function trackedEntityIds(
  db: Db,
  customerId: number,
): Promise<{ keywordIds: number[]; categoryIds: number[] }> {
  const [keywords, pages] = await Promise.all([
    db.select({ id: searchKeywords.id }).from(searchKeywords).where(eq(searchKeywords.customerId, customerId)),
    db.select({ id: searchCategories.id }).from(searchCategories).where(eq(searchCategories.customerId, customerId)),
  ]);
  const sorted = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  return { keywordIds: sorted(keywords), categoryIds: sorted(pages) };
}
