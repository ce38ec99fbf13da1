import { describe, expect, it } from 'vitest';
import { authFlowSlice, redirectConsumed, redirectRemembered, selectPostLoginRedirect } from './authFlowSlice';

const reduce = authFlowSlice.reducer;

describe('authFlowSlice', () => {
  it('remembers the latest redirect and forgets it once used', () => {
    const first = reduce(undefined, redirectRemembered('/dashboards/'));
    const second = reduce(first, redirectRemembered('/tasks/?id=4'));
    expect(selectPostLoginRedirect({ authFlow: second })).toBe('/tasks/?id=4');
    expect(reduce(second, redirectConsumed()).redirect).toBeNull();
  });

  it('has no redirect before the slice is injected', () => {
    expect(selectPostLoginRedirect({})).toBeNull();
  });
});
