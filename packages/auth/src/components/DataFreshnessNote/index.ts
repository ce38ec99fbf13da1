export { default as DataFreshnessNote, DataFreshnessView } from './DataFreshnessNote';
