import { selectAuthUser, useAppSelector, useAppStore, whenRequestsSettle } from '@shelfsight/api-client';
import type { WidgetInput } from '@shelfsight/contracts';
import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import { Alert, Empty } from 'antd';
import { useMemo, useState } from 'react';
import {
  chartPictureOf,
  useGetWidgetDataQuery,
  type WidgetDataContext,
  type WidgetDataRequest,
} from '../../api/widgetDataApi';
import { ChartPictureContext, type ChartPictureSource } from '../../charts/chartPictures';
import type { PreviewPeriod } from '../../period';
import type { DataTableQuery } from '../DataTableWidget';
import type { WidgetItemClickHandler } from '../../utils/widgetItem';
import { WidgetPlaceholder } from './WidgetPlaceholder';
import { checkedAnswer, renderCheckedAnswer } from './widgetRenderers';

export interface WidgetPreviewProps {
  /** A saved widget draws by id... */
  widgetId?: number;
  /** ...an unsaved one by its definition; null while required fields are missing. */
  definition?: Omit<WidgetInput, 'name' | 'description'> | null;
  /** The days to draw (and compare with); the widget's own preset when left out. */
  period?: PreviewPeriod;
  /** Accessible name of the drawing. */
  label: string;
  /** Further request fields of the screen the widget is placed on (a dashboard's id, preset, overrides). */
  context?: WidgetDataContext;
  /**
   * Makes the answer's items clickable (bars, table rows whose keys name an item, matrix cells, overview rows,
   * points of lines with a click-through): called with the item and what else the click names.
   */
  onItemClick?: WidgetItemClickHandler;
  /** Makes a KPI's value clickable, for what concerns the whole widget (its details). */
  onWholeWidgetClick?: () => void;
  /**
   * Laid out for print (a dashboard's print layout): wide tables are not antd-scrolled (see MatrixTableWidget),
   * charts draw in one go (see EChart).
   */
  printed?: boolean;
  /**
   * Charts show the server's picture of their answer first and draw live afterwards (see EChart): for screens
   * whose answers are kept and read again (a dashboard), where the picture is drawn once for many visits.
   */
  picturesFirst?: boolean;
}

export const PREVIEW_TEXTS = {
  incomplete: 'Fill in the required fields to see a preview.',
  failed: 'The preview could not be loaded.',
  notDrawable: 'The answer for this widget could not be drawn.',
} as const;

/** A live drawing of a widget with the renderer of its type, from the customer's POST widget/get-data. */
export function WidgetPreview({
  widgetId,
  definition,
  period,
  label,
  context,
  onItemClick,
  onWholeWidgetClick,
  printed = false,
  picturesFirst = false,
}: WidgetPreviewProps) {
  // A data table's page and sort, as the reader chose them: kept for the request they were chosen on, so other
  // filters or days start again at page 1. Until chosen, nothing is added (the server's first page and page size),
  // and the request stays the one a dashboard's preload asked with.
  const requestKey = JSON.stringify([widgetId, definition, period, context]);
  const [paged, setPaged] = useState<{ requestKey: string; query: DataTableQuery } | null>(null);
  const tableQuery = paged?.requestKey === requestKey ? paged.query : undefined;
  const request: WidgetDataRequest | null =
    widgetId !== undefined
      ? { ...context, widgetId, ...period, ...tableQuery }
      : definition
        ? { ...context, definition, ...period, ...tableQuery }
        : null;
  // Skipped only for an incomplete draft; the active customer is the base query's to wait for.
  const answer = useGetWidgetDataQuery(request ?? { widgetId: 0 }, { skip: request === null });
  const isSystemAdmin = useAppSelector(selectAuthUser)?.isSystemAdmin ?? false;
  // Bound by the app once product details exist; until then no widget offers them.
  const openProductDetails = useProductDetailsOpener();
  // A chart's first picture comes from the server, asked with this request (see EChart). Kept per request: the
  // chart reads it when it first draws.
  const store = useAppStore();
  const pictureKey = JSON.stringify(request);
  const pictures = useMemo<ChartPictureSource | null>(
    () =>
      request === null || !picturesFirst
        ? null
        : {
            picture: (size) => chartPictureOf(store.dispatch, request, size, printed),
            whenLive: () => whenRequestsSettle(store),
          },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request by value, as the query compares it
    [store, pictureKey, printed, picturesFirst],
  );
  // Checked once per answer: a new object on each render would rebuild (and redraw) the chart's option.
  const checked = useMemo(() => (answer.data ? checkedAnswer(answer.data) : null), [answer.data]);

  let body;
  if (request === null) body = <Empty description={PREVIEW_TEXTS.incomplete} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  // Still: a dashboard shows dozens at once, and shimmering ones would be repainted every frame while the
  // page draws its charts.
  else if (answer.isLoading) body = <WidgetPlaceholder />;
  else if (answer.isError || !answer.data) body = <Alert type="warning" showIcon title={PREVIEW_TEXTS.failed} />;
  else if (!checked) body = <Alert type="info" showIcon title={PREVIEW_TEXTS.notDrawable} />;
  else
    body = renderCheckedAnswer(checked, {
      isSystemAdmin,
      openProductDetails,
      widgetId,
      onItemClick,
      onWholeWidgetClick,
      printed,
      onTableQueryChange: (query) => setPaged({ requestKey, query }),
      refreshing: answer.isFetching,
    });

  return (
    <div role="figure" aria-label={label} aria-busy={answer.isFetching}>
      <ChartPictureContext.Provider value={pictures}>{body}</ChartPictureContext.Provider>
    </div>
  );
}
