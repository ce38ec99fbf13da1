import { widgetDataAnswerSchema, type WidgetDataAnswer } from '@shelfsight/contracts';
import type { ProductDetailsOpener } from '@shelfsight/ui-kit';
import type { ReactNode } from 'react';
import type { ChartRenderer } from '@shelfsight/chart-options';
import { DataTableWidget, type DataTableQuery } from '../DataTableWidget';
import { HorizontalBarWidget } from '../HorizontalBarWidget';
import { ImageSimilarityOverviewWidget } from '../ImageSimilarityOverviewWidget';
import { KpiWidget } from '../KpiWidget';
import { LineChartWidget, type LineChartSegment } from '../LineChartWidget';
import { MatrixTableWidget } from '../MatrixTableWidget';
import { PerformanceOverviewWidget } from '../PerformanceOverviewWidget';
import { ProductOverviewWidget } from '../ProductOverviewWidget';
import { ScatterPlotWidget } from '../ScatterPlotWidget';
import { TextWidget } from '../TextWidget';
import { isItemKey, productOfItemKey, type WidgetItem, type WidgetItemClickHandler } from '../../utils/widgetItem';

export interface RenderOptions {
  isSystemAdmin: boolean;
  /** The app's product details; without one no 'View product details' shows and line clicks open nothing. */
  openProductDetails?: ProductDetailsOpener | null;
  /** The saved widget drawn, handed on to the product details. */
  widgetId?: number;
  /** Makes items clickable (bars, table rows, matrix cells, overview rows, line points). */
  onItemClick?: WidgetItemClickHandler;
  /** Makes a KPI's value clickable: the reader asks about the whole widget. */
  onWholeWidgetClick?: () => void;
  /**
   * Laid out for print: tables keep every column on the page (a matrix in blocks of columns), a data table says
   * which rows it holds, and charts draw together, not in slices (see EChart).
   */
  printed?: boolean;
  /** A data table's page, page size or sort chosen by the reader: the caller asks for that page. */
  onTableQueryChange?: (query: DataTableQuery) => void;
  /** The page asked for is on its way: the table stays, marked busy. */
  refreshing?: boolean;
}

/** The line click-through of a product series names the product whose details a point opens. */
const PRODUCT_CLICK_THROUGH = 'product';

/** The item a line opens: its click-through's dimension and id, else a series key that names an item. */
function lineItem({ clickThrough, seriesKey, label }: LineChartSegment): WidgetItem | null {
  if (clickThrough) return { key: `${clickThrough.dimension}:${clickThrough.entityId}`, label };
  return isItemKey(seriesKey) ? { key: seriesKey, label } : null;
}

/**
 * What a drawn answer's chart draws on. Canvas draws a dashboard's charts faster than svg on screen; jsdom (tests)
 * has no canvas. Printed charts are svg: a PDF or a paper print keeps their lines and labels as shapes and text,
 * where a canvas is a bitmap at screen resolution (the 50-widget print layout draws as fast with either).
 */
export function chartRendererFor(printed: boolean, userAgent = navigator.userAgent): ChartRenderer {
  return printed || userAgent.includes('jsdom') ? 'svg' : 'canvas';
}

/** A get-data answer checked against the answer contract; null when it does not have that shape. */
export function checkedAnswer(answer: unknown): WidgetDataAnswer | null {
  const parsed = widgetDataAnswerSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/**
 * Draws a checked answer with the renderer of its visualisation type. Previews are static: no animation.
 * The checked answer is kept between renders, so a chart's option is built once per answer.
 */
export function renderCheckedAnswer(drawn: WidgetDataAnswer, options: RenderOptions): ReactNode {
  const chart = {
    renderer: chartRendererFor(options.printed === true),
    animation: false,
    printed: options.printed,
  } as const;
  const open = options.openProductDetails ?? null;
  // The details open on the days the widget drew, for the widget it was picked from.
  const context = {
    dateFrom: drawn.settingsUsed.dateFrom,
    dateTo: drawn.settingsUsed.dateTo,
    ...(options.widgetId === undefined ? {} : { widgetId: options.widgetId }),
  };
  const onProductDetails = open ? (productDummyId: string | number) => open({ productDummyId, ...context }) : undefined;
  const { onItemClick } = options;
  switch (drawn.visualizationType) {
    case 'KPI':
      return (
        <KpiWidget data={drawn.rawOutput} settings={drawn.settingsUsed} onValueClick={options.onWholeWidgetClick} />
      );
    case 'LINE': {
      // Lines of products (also a product split again, say by retailer) open their details; other lines open their
      // item where the screen takes item clicks.
      const clickable =
        onItemClick !== undefined ||
        (open !== null &&
          ((drawn.rawOutput.clickThroughs ?? []).some((item) => item.dimension === PRODUCT_CLICK_THROUGH) ||
            drawn.rawOutput.chartData.some((line) => productOfItemKey(line.seriesKey) !== null)));
      const onSegmentClick = clickable
        ? (segment: LineChartSegment) => {
            const { clickThrough } = segment;
            if (open && clickThrough?.dimension === PRODUCT_CLICK_THROUGH) {
              open({ productDummyId: clickThrough.entityId, ...context });
              return;
            }
            const product = open && !clickThrough ? productOfItemKey(segment.seriesKey) : null;
            if (open && product !== null) {
              open({ productDummyId: product, ...context });
              return;
            }
            const item = lineItem(segment);
            if (item) onItemClick?.(item, { date: segment.date });
          }
        : undefined;
      return (
        <LineChartWidget
          data={drawn.rawOutput}
          settings={drawn.settingsUsed}
          onSegmentClick={onSegmentClick}
          {...chart}
        />
      );
    }
    case 'SCATTER':
      return (
        <ScatterPlotWidget
          data={drawn.rawOutput}
          settings={drawn.settingsUsed}
          onProductDetails={onProductDetails}
          {...chart}
        />
      );
    case 'HORIZONTAL_BAR':
      return (
        <HorizontalBarWidget
          data={drawn.rawOutput}
          settings={drawn.settingsUsed}
          onItemClick={onItemClick}
          onProductDetails={onProductDetails}
          {...chart}
        />
      );
    case 'DATA_TABLE':
      return (
        <DataTableWidget
          output={drawn.rawOutput}
          loading={options.refreshing}
          onPageChange={options.onTableQueryChange}
          onSortChange={options.onTableQueryChange}
          onProductDetails={onProductDetails}
          onItemClick={onItemClick}
          printed={options.printed}
        />
      );
    case 'MATRIX_TABLE':
      return (
        <MatrixTableWidget
          output={drawn.rawOutput}
          onItemClick={onItemClick}
          onProductDetails={onProductDetails}
          printed={options.printed}
        />
      );
    case 'PERFORMANCE_OVERVIEW':
      return (
        <PerformanceOverviewWidget
          output={drawn.rawOutput}
          onProductDetails={onProductDetails}
          onItemClick={onItemClick}
        />
      );
    case 'PRODUCT_OVERVIEW':
      return (
        <ProductOverviewWidget output={drawn.rawOutput} onProductDetails={onProductDetails} printed={options.printed} />
      );
    case 'TEXT':
      return <TextWidget output={drawn.rawOutput} />;
    case 'IMAGE_SIMILARITY_OVERVIEW':
      return (
        <ImageSimilarityOverviewWidget
          output={drawn.rawOutput}
          isSystemAdmin={options.isSystemAdmin}
          onProductDetails={onProductDetails}
          printed={options.printed}
        />
      );
  }
}
