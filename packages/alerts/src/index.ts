export { alertsFeature } from './feature';
