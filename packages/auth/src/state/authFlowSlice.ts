import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
// Brings the api-client module into the program so the augmentation below can find it.
import type {} from '@shelfsight/api-client';

/** Sign-in flow state that is not the session itself: where to go once signed in. */
export interface AuthFlowState {
  redirect: string | null;
}

const initialState: AuthFlowState = { redirect: null };

export const authFlowSlice = createSlice({
  name: 'authFlow',
  initialState,
  reducers: {
    /** Set by the access guard when a signed-out visitor is sent to the sign-in page. */
    redirectRemembered(state, action: PayloadAction<string>) {
      state.redirect = action.payload;
    },
    redirectConsumed(state) {
      state.redirect = null;
    },
  },
});

export const { redirectRemembered, redirectConsumed } = authFlowSlice.actions;

export const selectPostLoginRedirect = (state: { authFlow?: AuthFlowState }): string | null =>
  state.authFlow?.redirect ?? null;

declare module '@shelfsight/api-client' {
  // Declaration merging: the app's root reducer learns this slice's state type.
  export interface LazyLoadedSlices extends WithSlice<typeof authFlowSlice> {}
}
