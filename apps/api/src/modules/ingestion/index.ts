/** What other modules use of ingestion: streaming an uploaded file to disk with a size limit. */
export { receiveFile } from './receiveFile';
