import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { api } from './api';
import { rootReducer, makeStore } from './index';
import { signedInSession } from './fixtures';

// A feature slice, added the way feature packages do it.
const notesSlice = createSlice({
  name: 'notes',
  initialState: { items: [] as string[] },
  reducers: {
    noteAdded(state, action: PayloadAction<string>) {
      state.items.push(action.payload);
    },
  },
});

declare module './index' {
  interface LazyLoadedSlices extends WithSlice<typeof notesSlice> {}
}

describe('store core', () => {
  it('holds the api and session slices from the start', () => {
    const state = makeStore({ session: signedInSession() }).getState();
    expect(state.session.token).toBe('tok-1');
    expect(state[api.reducerPath]).toBeDefined();
  });

  it('lets a feature inject its slice into an existing store', () => {
    const store = makeStore({ session: signedInSession() });
    expect(store.getState().notes).toBeUndefined();
    rootReducer.inject(notesSlice);
    store.dispatch(notesSlice.actions.noteAdded('check stock'));
    // The augmentation above types `notes` on RootState.
    const items: string[] | undefined = store.getState().notes?.items;
    expect(items).toEqual(['check stock']);
  });
});
