export { IngestResult } from './IngestResult';
