import type { RouteObject } from 'react-router-dom';

/** /widgets/ and /widgets/edit/ arrive with the widgets API; until then the feature adds no route. */
export const widgetsRoutes: RouteObject[] = [];
