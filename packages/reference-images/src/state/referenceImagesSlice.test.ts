import { describe, expect, it } from 'vitest';
import {
  cellDrawerClosed,
  cellDrawerOpened,
  referenceImagesSlice,
  selectManagedCell,
  selectUploadDialog,
  uploadDialogClosed,
  uploadDialogOpened,
} from './referenceImagesSlice';

const reduce = referenceImagesSlice.reducer;

describe('referenceImagesSlice', () => {
  it('opens the upload dialog for a product', () => {
    const state = reduce(undefined, uploadDialogOpened(17));
    expect(selectUploadDialog({ referenceImages: state })).toEqual({ productId: 17 });
  });

  it('opens the cell drawer only when the dialog shows a product grid', () => {
    const cell = { setId: 1, position: 3 };
    expect(reduce(undefined, cellDrawerOpened(cell)).managedCell).toBeNull();
    expect(reduce(reduce(undefined, uploadDialogOpened(null)), cellDrawerOpened(cell)).managedCell).toBeNull();
    const withDrawer = reduce(reduce(undefined, uploadDialogOpened(17)), cellDrawerOpened(cell));
    expect(selectManagedCell({ referenceImages: withDrawer })).toEqual(cell);
    expect(reduce(withDrawer, cellDrawerClosed()).managedCell).toBeNull();
  });

  it('closes the drawer together with the dialog', () => {
    const withDrawer = reduce(reduce(undefined, uploadDialogOpened(17)), cellDrawerOpened({ setId: 2, position: 1 }));
    expect(reduce(withDrawer, uploadDialogClosed())).toEqual({ uploadDialog: null, managedCell: null });
    expect(selectUploadDialog({})).toBeNull();
  });
});
