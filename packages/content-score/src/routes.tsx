import { contentScoreRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

const handle = { layout: 'main', access: 'signed-in' };

/** The DCC score editor, a main-layout screen for every signed-in member of the customer. */
export const contentScoreRouteTable: RouteObject[] = [
  { path: contentScoreRoutes.dccScore, lazy: () => import('./pages/DccScorePage'), handle },
];
