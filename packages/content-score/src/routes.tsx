import { contentScoreRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

const handle = { layout: 'main', access: 'signed-in' };

/** The DCC score editor and the test-and-compare screen, main-layout screens for every signed-in member. */
export const contentScoreRouteTable: RouteObject[] = [
  { path: contentScoreRoutes.dccScore, lazy: () => import('./pages/DccScorePage'), handle },
  { path: contentScoreRoutes.testAndCompareDcc, lazy: () => import('./pages/TestAndCompareDccPage'), handle },
];
