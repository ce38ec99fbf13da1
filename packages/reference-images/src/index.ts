export { referenceImagesFeature } from './feature';
export {
  cellDrawerClosed,
  cellDrawerOpened,
  selectManagedCell,
  selectUploadDialog,
  uploadDialogClosed,
  uploadDialogOpened,
  type GridCell,
  type ReferenceImagesUiState,
} from './state/referenceImagesSlice';
export { dragEffect } from './utils/dragEffect';
