export { IngestProgress } from './IngestProgress';
