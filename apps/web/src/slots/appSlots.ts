import { createSlotRegistry } from '@shelfsight/api-client';
import { loadDiscoveredFeatures, startupFeatures } from '../features';

/**
 * The features' overlays and slot contributions, collected as the router collects their routes: the start-up
 * features' at once, every other feature's when a slot's host first asks (the same route-table chunk route
 * discovery loads). A contribution's own code loads only when its host renders it.
 */
export const appSlotRegistry = createSlotRegistry(startupFeatures, loadDiscoveredFeatures);
