export { widgetsFeature } from './feature';
export {
  selectWidgetEditorDraft,
  widgetDraftSaved,
  widgetEditorClosed,
  widgetEditorOpened,
  type WidgetEditorDraft,
  type WidgetsUiState,
} from './state/widgetsSlice';
export { DataTableWidget, type DataTableQuery, type DataTableWidgetProps } from './components/DataTableWidget';
export { MatrixTableWidget, type MatrixTableWidgetProps } from './components/MatrixTableWidget';
export { PerformanceOverviewWidget, type PerformanceOverviewWidgetProps } from './components/PerformanceOverviewWidget';
export { KpiWidget, type KpiWidgetProps } from './components/KpiWidget';
export { LineChartWidget, type LineChartSegment, type LineChartWidgetProps } from './components/LineChartWidget';
export { ScatterPlotWidget, type ScatterPlotWidgetProps } from './components/ScatterPlotWidget';
export { HorizontalBarWidget, type HorizontalBarWidgetProps } from './components/HorizontalBarWidget';
export { ProductOverviewWidget, type ProductOverviewWidgetProps } from './components/ProductOverviewWidget';
export { TextWidget, type TextWidgetProps } from './components/TextWidget';
export { ImageSimilarityOverviewWidget, type ImageSimilarityOverviewWidgetProps } from './components/ImageSimilarityOverviewWidget';
export { DOWNLOAD_TEXTS, WidgetDownloadMenu, type WidgetDownloadFormat, type WidgetDownloadMenuProps } from './components/WidgetDownloadMenu';
