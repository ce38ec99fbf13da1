import { widgetDataAnswerSchema } from '@shelfsight/contracts';
import type { ProductDetailsOpener } from '@shelfsight/ui-kit';
import type { ReactNode } from 'react';
import { DataTableWidget } from '../DataTableWidget';
import { HorizontalBarWidget } from '../HorizontalBarWidget';
import { ImageSimilarityOverviewWidget } from '../ImageSimilarityOverviewWidget';
import { KpiWidget } from '../KpiWidget';
import { LineChartWidget, type LineChartSegment } from '../LineChartWidget';
import { MatrixTableWidget } from '../MatrixTableWidget';
import { PerformanceOverviewWidget } from '../PerformanceOverviewWidget';
import { ProductOverviewWidget } from '../ProductOverviewWidget';
import { ScatterPlotWidget } from '../ScatterPlotWidget';
import { TextWidget } from '../TextWidget';

export interface RenderOptions {
  isSystemAdmin: boolean;
  /** The app's product details; without one no 'View product details' shows and line clicks open nothing. */
  openProductDetails?: ProductDetailsOpener | null;
  /** The saved widget drawn, handed on to the product details. */
  widgetId?: number;
}

/** The line click-through of a product series names the product whose details a point opens. */
const PRODUCT_CLICK_THROUGH = 'product';

/**
 * Draws a get-data answer with the renderer of its visualisation type, after checking it against the
 * answer contract; null when it does not have that shape. Previews are static: no animation, svg.
 */
export function renderWidgetAnswer(answer: unknown, options: RenderOptions): ReactNode | null {
  const parsed = widgetDataAnswerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const chart = { renderer: 'svg', animation: false } as const;
  const drawn = parsed.data;
  const open = options.openProductDetails ?? null;
  // The details open on the days the widget drew, for the widget it was picked from.
  const context = {
    dateFrom: drawn.settingsUsed.dateFrom,
    dateTo: drawn.settingsUsed.dateTo,
    ...(options.widgetId === undefined ? {} : { widgetId: options.widgetId }),
  };
  const onProductDetails = open ? (productDummyId: string | number) => open({ productDummyId, ...context }) : undefined;
  switch (drawn.visualizationType) {
    case 'KPI':
      return <KpiWidget data={drawn.rawOutput} settings={drawn.settingsUsed} />;
    case 'LINE': {
      // Only lines of products have details to open; other lines take no clicks.
      const clickable =
        open !== null && (drawn.rawOutput.clickThroughs ?? []).some((item) => item.dimension === PRODUCT_CLICK_THROUGH);
      const onSegmentClick = clickable
        ? ({ clickThrough }: LineChartSegment) => {
            if (clickThrough?.dimension === PRODUCT_CLICK_THROUGH)
              open({ productDummyId: clickThrough.entityId, ...context });
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
      return <ScatterPlotWidget data={drawn.rawOutput} settings={drawn.settingsUsed} {...chart} />;
    case 'HORIZONTAL_BAR':
      return <HorizontalBarWidget data={drawn.rawOutput} settings={drawn.settingsUsed} {...chart} />;
    case 'DATA_TABLE':
      return <DataTableWidget output={drawn.rawOutput} onProductDetails={onProductDetails} />;
    case 'MATRIX_TABLE':
      return <MatrixTableWidget output={drawn.rawOutput} />;
    case 'PERFORMANCE_OVERVIEW':
      return <PerformanceOverviewWidget output={drawn.rawOutput} onProductDetails={onProductDetails} />;
    case 'PRODUCT_OVERVIEW':
      return <ProductOverviewWidget output={drawn.rawOutput} onProductDetails={onProductDetails} />;
    case 'TEXT':
      return <TextWidget output={drawn.rawOutput} />;
    case 'IMAGE_SIMILARITY_OVERVIEW':
      return (
        <ImageSimilarityOverviewWidget
          output={drawn.rawOutput}
          isSystemAdmin={options.isSystemAdmin}
          onProductDetails={onProductDetails}
        />
      );
  }
}
