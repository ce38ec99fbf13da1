import { describe, expect, it } from 'vitest';
import {
  chatDrawerClosed,
  chatDrawerOpened,
  chatDrawerToggled,
  maximisedSet,
  parkerSlice,
  selectChatDrawerWidth,
  selectIsChatDrawerOpen,
} from './parkerSlice';

const reduce = parkerSlice.reducer;

describe('parkerSlice', () => {
  it('starts closed at the normal width', () => {
    const state = reduce(undefined, { type: '@@init' });
    expect(state).toEqual({ isDrawerOpen: false, isMaximised: false });
    expect(selectChatDrawerWidth({ parker: state })).toBe(400);
  });

  it('opens, maximises to 2000 px and resets the width when closed', () => {
    const maximised = reduce(reduce(undefined, chatDrawerOpened()), maximisedSet(true));
    expect(selectIsChatDrawerOpen({ parker: maximised })).toBe(true);
    expect(selectChatDrawerWidth({ parker: maximised })).toBe(2000);
    const closed = reduce(maximised, chatDrawerClosed());
    expect(closed).toEqual({ isDrawerOpen: false, isMaximised: false });
  });

  it('toggles the drawer', () => {
    const open = reduce(undefined, chatDrawerToggled());
    expect(open.isDrawerOpen).toBe(true);
    expect(reduce(reduce(open, maximisedSet(true)), chatDrawerToggled())).toEqual({
      isDrawerOpen: false,
      isMaximised: false,
    });
  });

  it('treats a not-yet-injected slice as closed', () => {
    expect(selectIsChatDrawerOpen({})).toBe(false);
  });
});
