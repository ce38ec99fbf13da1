export { ERROR_PAGE_TEXTS, ErrorPage, NotFoundPage } from './ErrorPage';
export type { ErrorPageProps } from './ErrorPage';
export { ERROR_PAGE_FAILED_TEXT, ErrorPageBoundary } from './ErrorPageBoundary';
