export { LocalePreview, type LocalePreviewProps } from './LocalePreview';
