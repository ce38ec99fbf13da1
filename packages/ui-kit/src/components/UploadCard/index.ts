export { UploadCard } from './UploadCard';
export type { UploadCardProps } from './UploadCard';
export { UPLOAD_ERROR_TEXT, UPLOADING_TEXT } from './UploadItemRow';
export { UPLOAD_ITEM_HEIGHT, UPLOAD_LIST_MAX_HEIGHT, uploadListHeight } from './uploadItems';
export type { UploadItem, UploadItemStatus } from './uploadItems';
export type { UploadFn, UploadHelpers } from './useUploadQueue';
