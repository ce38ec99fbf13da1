import { NotFoundPage } from '@shelfsight/ui-kit';

/** The catch-all route: a module of its own so the not-found page's antd loads only when needed. */
export { NotFoundPage as Component };
