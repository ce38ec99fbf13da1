// Realistic sample answers for stories and tests of packages that draw widgets (dashboards' print layout, …), so
// each does not keep its own copy.
export { SAMPLE_RETAILERS } from '@shelfsight/chart-options/samples';
export { availabilityByBrandAt20Retailers } from './components/MatrixTableWidget/retailerSample';
