// What other modules may use of this module (they import nothing else from it).
export { productSelectionModule } from './productSelection.module';
export { productIdsExcludedBySelection } from './productSelection.repository';
