import { productDetailsLimits, type ProductDetails, type ProductDetailsContext } from '@shelfsight/contracts';
import type { ProductDetailsArgs } from '../api/productDetailsApi';

/** The details call of the context a tab or the dialog receives (the address's product, period and widget). */
export function productDetailsArgsOf(context: ProductDetailsContext): ProductDetailsArgs {
  return {
    productId: Number(context.productDummyId),
    ...(context.dateFrom ? { dateFrom: context.dateFrom } : {}),
    ...(context.dateTo ? { dateTo: context.dateTo } : {}),
    ...(context.widgetId !== undefined ? { widgetId: context.widgetId } : {}),
  };
}

/**
 * A detail table's pagination (spec 3 §2.1, §9): no footer at all at `footerHiddenAtRows` rows or fewer, else
 * pages of that many rows.
 */
export function detailsTablePagination(rowCount: number) {
  const pageSize = productDetailsLimits.footerHiddenAtRows;
  return rowCount <= pageSize ? (false as const) : { pageSize, showSizeChanger: false };
}

/** "incl." unless the answer says every price excludes VAT (an empty or absent price type means incl.). */
export function priceFootnote(priceType: ProductDetails['priceType'] | undefined): string {
  return `All prices in local currency ${priceType === 'EXCL' ? 'excl.' : 'incl.'} VAT`;
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators (1284 → '1,284'); missing shows '-'. */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : wholeNumber.format(value);
}

/** Percent points as a whole percent (spec 3 §9: 33.33 → '33%'); missing shows '-'. */
export function formatWholePercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : `${wholeNumber.format(value)}%`;
}

/** A flag as a word. */
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
