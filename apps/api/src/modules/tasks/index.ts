// What other modules may use of this module (they import nothing else from it).
export { tasksRoutes } from './tasks.routes';
