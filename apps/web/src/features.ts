import type { AppFeature } from '@shelfsight/api-client';
import { authFeature } from '@shelfsight/auth';
import { notificationsFeature } from '@shelfsight/notifications';

/**
 * In the start-up route table: sign-in and home, where every visit begins; notifications for the main
 * layout's header items (their code loads with the layout, not at start-up).
 */
export const startupFeatures: AppFeature[] = [authFeature, notificationsFeature];

/** Every other feature: its route table loads the first time a path matches no start-up route. */
export const loadDiscoveredFeatures = (): Promise<AppFeature[]> =>
  import('./discoveredFeatures').then((module) => module.discoveredFeatures);
