// Public surface of the ui-kit: import everything by name from '@shelfsight/ui-kit'.
export { brandColors, theme } from './theme/theme';
export type { BrandColor } from './theme/theme';
export { AppThemeProvider } from './components/AppThemeProvider';
export * from './components/FlashProvider';
export * from './components/ConfirmDialog';
export * from './components/DateRangePicker';
export * from './components/ErrorPage';
export * from './components/TrendBadge';
export * from './components/HoverTooltip';
export * from './components/ProductDetailsInfoButton';
export * from './components/ProductDetailsOpener';
export * from './utils/color';
export * from './utils/format';
export * from './components/ImageWithFallback';
export * from './components/SimilarityBadge';
export * from './components/SuccessAnimation';
export * from './components/UploadCard';
export * from './components/DelayedSpin';
export * from './components/DeleteButton';
export * from './components/FormFields';
// Sample options for the stories of forms built on the form fields (tree-shaken from the app).
export { formFieldsStoryArgs, type FormFieldsStoryArgs } from './components/FormFields/formFieldsStoryData';
export * from './components/CrudFormPage';
