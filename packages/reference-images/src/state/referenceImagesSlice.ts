import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
// Brings the api-client module into the program so the augmentation below can find it.
import type {} from '@shelfsight/api-client';

/** A cell of the image-similarity grid: a row (set) and a numbered image position. */
export interface GridCell {
  setId: number;
  position: number;
}

export interface ReferenceImagesUiState {
  /** The upload dialog; productId null means no product was given (it then shows 'Product not found'). */
  uploadDialog: { productId: number | null } | null;
  /** The cell whose right-side 'Manage reference images' drawer is open. */
  managedCell: GridCell | null;
}

const initialState: ReferenceImagesUiState = { uploadDialog: null, managedCell: null };

export const referenceImagesSlice = createSlice({
  name: 'referenceImages',
  initialState,
  reducers: {
    uploadDialogOpened(state, action: PayloadAction<number | null>) {
      state.uploadDialog = { productId: action.payload };
      state.managedCell = null;
    },
    /** The drawer belongs to the dialog, so closing the dialog closes it too. */
    uploadDialogClosed(state) {
      state.uploadDialog = null;
      state.managedCell = null;
    },
    cellDrawerOpened(state, action: PayloadAction<GridCell>) {
      if (state.uploadDialog?.productId != null) state.managedCell = action.payload;
    },
    cellDrawerClosed(state) {
      state.managedCell = null;
    },
  },
});

export const { uploadDialogOpened, uploadDialogClosed, cellDrawerOpened, cellDrawerClosed } =
  referenceImagesSlice.actions;

type StateWithReferenceImages = { referenceImages?: ReferenceImagesUiState };

export const selectUploadDialog = (state: StateWithReferenceImages) => state.referenceImages?.uploadDialog ?? null;
export const selectManagedCell = (state: StateWithReferenceImages) => state.referenceImages?.managedCell ?? null;

declare module '@shelfsight/api-client' {
  // Declaration merging: the app's root reducer learns this slice's state type.
  export interface LazyLoadedSlices extends WithSlice<typeof referenceImagesSlice> {}
}
