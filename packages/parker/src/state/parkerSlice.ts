import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
// Brings the api-client module into the program so the augmentation below can find it.
import type {} from '@shelfsight/api-client';

/** Drawer widths of spec 3 §2.6. */
export const PARKER_DRAWER_WIDTH = 400;
export const PARKER_DRAWER_MAXIMISED_WIDTH = 2000;

export interface ParkerUiState {
  isDrawerOpen: boolean;
  isMaximised: boolean;
}

const initialState: ParkerUiState = { isDrawerOpen: false, isMaximised: false };

export const parkerSlice = createSlice({
  name: 'parker',
  initialState,
  reducers: {
    chatDrawerOpened(state) {
      state.isDrawerOpen = true;
    },
    /** Closing also restores the normal width, so the next opening does not cover the whole screen. */
    chatDrawerClosed(state) {
      state.isDrawerOpen = false;
      state.isMaximised = false;
    },
    chatDrawerToggled(state) {
      state.isDrawerOpen = !state.isDrawerOpen;
      if (!state.isDrawerOpen) state.isMaximised = false;
    },
    maximisedSet(state, action: PayloadAction<boolean>) {
      state.isMaximised = action.payload;
    },
  },
});

export const { chatDrawerOpened, chatDrawerClosed, chatDrawerToggled, maximisedSet } = parkerSlice.actions;

type StateWithParker = { parker?: ParkerUiState };

export const selectIsChatDrawerOpen = (state: StateWithParker): boolean => state.parker?.isDrawerOpen ?? false;

export const selectChatDrawerWidth = (state: StateWithParker): number =>
  state.parker?.isMaximised ? PARKER_DRAWER_MAXIMISED_WIDTH : PARKER_DRAWER_WIDTH;

declare module '@shelfsight/api-client' {
  // Declaration merging: the app's root reducer learns this slice's state type.
  export interface LazyLoadedSlices extends WithSlice<typeof parkerSlice> {}
}
