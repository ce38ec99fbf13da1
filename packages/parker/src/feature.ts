import type { AppFeature } from '@shelfsight/api-client';
import { parkerRoutes } from './routes';

/**
 * What the app composes: no screen of its own, but on every signed-in screen the bubble (the `layout.background`
 * slot) and the chat drawer it opens (the `parker` overlay, `?parker=open`).
 */
export const parkerFeature = {
  id: 'parker',
  routes: parkerRoutes,
  overlays: [{ id: 'parker', load: () => import('./components/ParkerDrawer/ParkerOverlay') }],
  contributions: {
    'layout.background': [{ id: 'parker-bubble', load: () => import('./components/ParkerBubble/ParkerLauncher') }],
  },
} satisfies AppFeature;
