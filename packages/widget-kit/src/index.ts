// The renderers of the ten widget types, the live preview that picks one, and the widget data query.
// Charts, formatting, periods and thresholds have sub-paths of their own (see package.json `exports`).
export { DataTableWidget, type DataTableQuery, type DataTableWidgetProps } from './components/DataTableWidget';
export { MatrixTableWidget, type MatrixTableWidgetProps } from './components/MatrixTableWidget';
export { PerformanceOverviewWidget, type PerformanceOverviewWidgetProps } from './components/PerformanceOverviewWidget';
export { KPI_DETAILS, KpiWidget, type KpiWidgetProps } from './components/KpiWidget';
export { LineChartWidget, type LineChartSegment, type LineChartWidgetProps } from './components/LineChartWidget';
export { ScatterPlotWidget, type ScatterPlotWidgetProps } from './components/ScatterPlotWidget';
export { HorizontalBarWidget, type HorizontalBarWidgetProps } from './components/HorizontalBarWidget';
export {
  NO_PRODUCTS_FOUND,
  ProductOverviewWidget,
  type ProductOverviewWidgetProps,
} from './components/ProductOverviewWidget';
export { NO_TEXT, TextWidget, type TextWidgetProps } from './components/TextWidget';
export {
  ImageSimilarityOverviewWidget,
  type ImageSimilarityOverviewWidgetProps,
} from './components/ImageSimilarityOverviewWidget';
export { PREVIEW_TEXTS, WidgetPlaceholder, WidgetPreview, type WidgetPreviewProps } from './components/WidgetPreview';
export {
  DOWNLOAD_TEXTS,
  WidgetDownloadMenu,
  widgetDownloadUrl,
  type WidgetDownloadFormat,
  type WidgetDownloadMenuProps,
} from './components/WidgetDownloadMenu';
export {
  isItemKey,
  productOfItemKey,
  type WidgetItem,
  type WidgetItemClickDetail,
  type WidgetItemClickHandler,
} from './utils/widgetItem';
export {
  widgetDataApi,
  useGetWidgetDataQuery,
  startWidgetDataBatch,
  startChartPictures,
  type WidgetDataAnswer,
  type WidgetDataContext,
  type WidgetDataRequest,
} from './api/widgetDataApi';
