export {
  DOWNLOAD_TEXTS,
  WidgetDownloadMenu,
  widgetDownloadUrl,
  type WidgetDownloadFormat,
  type WidgetDownloadMenuProps,
} from './WidgetDownloadMenu';
