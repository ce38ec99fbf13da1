// Public surface of the ui-kit: import everything by name from '@shelfsight/ui-kit'.
export { sideMenuWidth, theme } from './theme/theme';
// The house colours and value formats live in house-style (free of React, for the server too); the kit passes them
// on, so screens take everything of the house look from one import.
export * from '@shelfsight/house-style';
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
export * from './components/SimilarityBadge';
export * from './components/SuccessAnimation';
export * from './components/UploadCard';
export * from './components/LocalePreview';
// Sample previews of German files for the stories and tests of the upload screens (tree-shaken from the app).
export { germanMarketPreview, germanPreview } from './components/LocalePreview/samplePreview';
export * from './components/DelayedSpin';
export * from './components/DeleteButton';
export * from './components/FormFields';
// Sample options for the stories of forms built on the form fields (tree-shaken from the app).
export { formFieldsStoryArgs, type FormFieldsStoryArgs } from './components/FormFields/formFieldsStoryData';
export * from './components/CrudFormPage';
