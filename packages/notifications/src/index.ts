export { notificationsFeature } from './feature';
