// What other modules may use of this module (they import nothing else from it).
export { parkerRoutes, type ParkerOptions } from './parker.routes';
