// What other modules may use of this module (they import nothing else from it).
export { pagesOfClusters } from './visibilityClusters.module';
export { clustersOf } from './visibilityClusters.repository';
