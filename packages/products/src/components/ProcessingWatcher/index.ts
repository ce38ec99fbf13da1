export { default as ProcessingWatcher } from './ProcessingWatcher';
