import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import type { WidgetItem } from '@shelfsight/widget-kit';
import { useState } from 'react';
import { useGetWidgetDataDetailsQuery, type WidgetDetailsRequest } from '../../api/widgetDetailsApi';
import { WidgetDetailsModal } from './WidgetDetailsModal';

const PAGE_SIZE = 10;

/** What the dialog shows: a placed widget's clicked item (none for the whole widget) in its drawn context. */
export type WidgetDetailsTarget = Omit<WidgetDetailsRequest, 'page' | 'itemsPerPage' | 'item'> & {
  item: WidgetItem | null;
};

/**
 * The details dialog opens only when its required properties are present (spec 2 §2): a saved widget's id
 * and, unless the whole widget was asked for (a KPI), the clicked item.
 */
export function detailsTargetOf(
  widgetId: number | undefined,
  item: WidgetItem | null,
  rest: Omit<WidgetDetailsTarget, 'widgetId' | 'item'>,
  wholeWidget = false,
): WidgetDetailsTarget | null {
  if (widgetId === undefined || !Number.isInteger(widgetId) || widgetId <= 0) return null;
  if (!item && !wholeWidget) return null;
  return { ...rest, widgetId, item };
}

/**
 * The click-through details of a widget, fetched page by page from GET widget/{id}/get-widget-data-details. Each
 * row opens its product's details (where the app offers them) on the days the answer covers, for this widget; the
 * dialog stays open beneath them, so closing the details comes back to it.
 */
export function WidgetDetailsDialog({ target, onClose }: { target: WidgetDetailsTarget; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { item, ...rest } = target;
  const answer = useGetWidgetDataDetailsQuery({
    ...rest,
    ...(item ? { item: item.key } : {}),
    page,
    itemsPerPage: PAGE_SIZE,
  });
  const openProductDetails = useProductDetailsOpener();
  const days = answer.data?.settingsUsed;
  const onProductDetails =
    openProductDetails && days
      ? (productDummyId: string | number) =>
          openProductDetails({
            productDummyId,
            dateFrom: days.dateFrom,
            dateTo: days.dateTo,
            widgetId: target.widgetId,
          })
      : undefined;
  return (
    <WidgetDetailsModal
      answer={answer.data}
      item={item}
      loading={answer.isFetching}
      failed={answer.isError}
      onPageChange={setPage}
      onClose={onClose}
      onProductDetails={onProductDetails}
    />
  );
}
