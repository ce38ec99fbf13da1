import type { RouteObject } from 'react-router-dom';

/**
 * The /tasks/ screen arrives with the tasks API; until then the feature adds no route,
 * so the app shows no menu tile for it.
 */
export const tasksRoutes: RouteObject[] = [];
