// What other modules may use of this module (they import nothing else from it).
export { resolveSavedFilters } from './savedFilters.module';
export { type Viewer, visibleSavedFilters } from './savedFilters.repository';
