import { createSlotRegistry } from '@shelfsight/api-client';
import { overlayIds } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { appFeatures } from './features';

// The registry the shell makes of the app's features (setShellFeatures), made here the same way.
const appSlotRegistry = createSlotRegistry(appFeatures.startup, appFeatures.loadDiscovered);

describe("the app's slot registry", () => {
  it('holds the header pieces of the start-up features, in their order, before any other feature loads', () => {
    expect(appSlotRegistry.contributions('header.items').map((item) => [item.featureId, item.id])).toEqual([
      ['auth', 'data-freshness'],
      ['notifications', 'notifications-bell'],
      ['notifications', 'after-login-messages'],
    ]);
    expect(appSlotRegistry.overlay('productDetails')).toBeUndefined();
  });

  it('finds a feature for every overlay of contracts once the other features are in', async () => {
    await appSlotRegistry.discover();
    for (const id of overlayIds) expect(appSlotRegistry.overlay(id)?.featureId, id).toBeDefined();
    expect(appSlotRegistry.overlay('productDetails')?.featureId).toBe('product-details');
  });
});
