import { widgetDataAnswerSchema } from '@shelfsight/contracts';
import type { ReactNode } from 'react';
import { DataTableWidget } from '../DataTableWidget';
import { HorizontalBarWidget } from '../HorizontalBarWidget';
import { ImageSimilarityOverviewWidget } from '../ImageSimilarityOverviewWidget';
import { KpiWidget } from '../KpiWidget';
import { LineChartWidget } from '../LineChartWidget';
import { MatrixTableWidget } from '../MatrixTableWidget';
import { PerformanceOverviewWidget } from '../PerformanceOverviewWidget';
import { ProductOverviewWidget } from '../ProductOverviewWidget';
import { ScatterPlotWidget } from '../ScatterPlotWidget';
import { TextWidget } from '../TextWidget';

/**
 * Draws a get-data answer with the renderer of its visualisation type, after checking it against the
 * answer contract; null when it does not have that shape. Previews are static: no animation, svg.
 */
export function renderWidgetAnswer(answer: unknown, options: { isSystemAdmin: boolean }): ReactNode | null {
  const parsed = widgetDataAnswerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const chart = { renderer: 'svg', animation: false } as const;
  const drawn = parsed.data;
  switch (drawn.visualizationType) {
    case 'KPI':
      return <KpiWidget data={drawn.rawOutput} settings={drawn.settingsUsed} />;
    case 'LINE':
      return <LineChartWidget data={drawn.rawOutput} settings={drawn.settingsUsed} {...chart} />;
    case 'SCATTER':
      return <ScatterPlotWidget data={drawn.rawOutput} settings={drawn.settingsUsed} {...chart} />;
    case 'HORIZONTAL_BAR':
      return <HorizontalBarWidget data={drawn.rawOutput} settings={drawn.settingsUsed} {...chart} />;
    case 'DATA_TABLE':
      return <DataTableWidget output={drawn.rawOutput} />;
    case 'MATRIX_TABLE':
      return <MatrixTableWidget output={drawn.rawOutput} />;
    case 'PERFORMANCE_OVERVIEW':
      return <PerformanceOverviewWidget output={drawn.rawOutput} />;
    case 'PRODUCT_OVERVIEW':
      return <ProductOverviewWidget output={drawn.rawOutput} />;
    case 'TEXT':
      return <TextWidget output={drawn.rawOutput} />;
    case 'IMAGE_SIMILARITY_OVERVIEW':
      return <ImageSimilarityOverviewWidget output={drawn.rawOutput} isSystemAdmin={options.isSystemAdmin} />;
  }
}
