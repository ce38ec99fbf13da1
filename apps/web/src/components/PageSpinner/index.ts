export { PageSpinner } from './PageSpinner';
