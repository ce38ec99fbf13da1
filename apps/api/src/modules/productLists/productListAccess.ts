import { type ProductList, productListMessages } from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import { isCustomerAdmin } from '../../access/customerPrivileges';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { type ListViewer, visibleList } from './productLists.repository';

/** The caller; system admins and administrators of the customer manage every list as if they owned it. */
export async function listViewerOf(db: Db, request: FastifyRequest): Promise<ListViewer> {
  const viewer = scopedViewer(request);
  const manager = viewer.isSystemAdmin || (await isCustomerAdmin(db, viewer.customerId, viewer.userId));
  return { customerId: viewer.customerId, userId: viewer.userId, manager };
}

/** A list the caller sees (else 404) with at least the access level asked for (else 403). */
export async function listWithAccess(db: Db, viewer: ListViewer, id: number, needs: 'R' | 'W' | 'O') {
  const list: ProductList | null = await visibleList(db, viewer, id);
  if (!list) throw new HttpError(404, productListMessages.unknownList);
  if (needs === 'W' && list.accessLevel === 'R') throw new HttpError(403, productListMessages.readOnly);
  if (needs === 'O' && list.accessLevel !== 'O') throw new HttpError(403, productListMessages.ownerOnly);
  return list;
}
