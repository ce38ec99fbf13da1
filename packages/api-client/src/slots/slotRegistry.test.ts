import { describe, expect, it, vi } from 'vitest';
import type { AppFeature } from '../feature';
import { createSlotRegistry } from './slotRegistry';

const Piece = () => null;
const load = async () => ({ default: Piece });

const reviews: AppFeature = {
  id: 'reviews',
  routes: [],
  contributions: {
    'productDetails.tabs': [{ id: 'reviews', label: 'Customer reviews', order: 50, load }],
    'product.actions': [{ id: 'flag', label: 'Flag a review', load }],
  },
};
const prices: AppFeature = {
  id: 'prices',
  routes: [],
  contributions: { 'productDetails.tabs': [{ id: 'prices', label: 'Price & Availability', order: 20, load }] },
  overlays: [{ id: 'productDetails', load }],
};
const tasks: AppFeature = {
  id: 'tasks',
  routes: [],
  contributions: {
    // Same order as reviews: listed after it, so it stays after it.
    'productDetails.tabs': [{ id: 'tasks', label: 'Tasks', order: 50, load }],
  },
};

const tabIds = (registry: ReturnType<typeof createSlotRegistry>) =>
  registry.contributions('productDetails.tabs').map((tab) => `${tab.featureId}:${tab.id}:${tab.label}`);

describe('createSlotRegistry', () => {
  it("collects several features' contributions to a slot, by order and then by the features' order", () => {
    const registry = createSlotRegistry([reviews, tasks, prices]);
    expect(tabIds(registry)).toEqual([
      'prices:prices:Price & Availability',
      'reviews:reviews:Customer reviews',
      'tasks:tasks:Tasks',
    ]);
    expect(registry.contributions('product.actions').map((action) => action.label)).toEqual(['Flag a review']);
    expect(registry.contributions('widgetCard.actions')).toEqual([]);
    expect(registry.overlay('productDetails')?.featureId).toBe('prices');
  });

  it('keeps the first contribution of an id in a slot and the first feature of an id', () => {
    const copycat: AppFeature = {
      id: 'copycat',
      routes: [],
      contributions: { 'productDetails.tabs': [{ id: 'prices', label: 'Other prices', load }] },
      overlays: [{ id: 'productDetails', load }],
    };
    const registry = createSlotRegistry([prices, copycat, { ...reviews, id: 'prices' }]);
    expect(tabIds(registry)).toEqual(['prices:prices:Price & Availability']);
    expect(registry.overlay('productDetails')?.featureId).toBe('prices');
  });

  it('makes one lazy component per contribution, kept across reads', () => {
    const registry = createSlotRegistry([prices]);
    const [first] = registry.contributions('productDetails.tabs');
    expect(registry.contributions('productDetails.tabs')[0]?.Component).toBe(first?.Component);
  });

  it('brings in the other features once, tells its listeners, and keeps earlier lists as they were', async () => {
    const loadMore = vi.fn(async () => [prices, tasks]);
    const registry = createSlotRegistry([reviews], loadMore);
    const before = registry.contributions('productDetails.tabs');
    const listener = vi.fn();
    registry.subscribe(listener);
    expect(registry.isComplete()).toBe(false);

    await Promise.all([registry.discover(), registry.discover()]);
    expect(loadMore).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledOnce();
    expect(registry.isComplete()).toBe(true);
    expect(registry.version()).toBe(1);
    expect(tabIds(registry)).toEqual([
      'prices:prices:Price & Availability',
      'reviews:reviews:Customer reviews',
      'tasks:tasks:Tasks',
    ]);
    expect(before.map((tab) => tab.id)).toEqual(['reviews']);
  });

  it('asks again after a failed load', async () => {
    const loadMore = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce([prices]);
    const registry = createSlotRegistry([], loadMore);
    await expect(registry.discover()).rejects.toThrow('chunk failed');
    expect(registry.isComplete()).toBe(false);
    await registry.discover();
    expect(registry.overlay('productDetails')?.featureId).toBe('prices');
  });
});
