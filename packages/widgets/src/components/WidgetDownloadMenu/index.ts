// The menu lives in widget-kit, shared with the dashboards' cards.
export {
  DOWNLOAD_TEXTS,
  WidgetDownloadMenu,
  widgetDownloadUrl,
  type WidgetDownloadFormat,
  type WidgetDownloadMenuProps,
} from '@shelfsight/widget-kit';
