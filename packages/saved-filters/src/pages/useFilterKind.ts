import { savedFilterScreenRoutes } from '@shelfsight/contracts';
import { useLocation } from 'react-router-dom';
import type { FilterKind } from '../utils/segments';

/** The screens serve both saved filters and product filters; the path says which. */
export function useFilterKind(): FilterKind {
  return useLocation().pathname.startsWith(savedFilterScreenRoutes.productList) ? 'product' : 'saved';
}

export const screensOf = (kind: FilterKind) =>
  kind === 'product'
    ? {
        title: 'Product filters',
        list: savedFilterScreenRoutes.productList,
        create: savedFilterScreenRoutes.productCreate,
        edit: savedFilterScreenRoutes.productEdit,
      }
    : {
        title: 'Saved filters',
        list: savedFilterScreenRoutes.list,
        create: savedFilterScreenRoutes.create,
        edit: savedFilterScreenRoutes.edit,
      };
