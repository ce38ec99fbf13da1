export { notificationsFeature, type HeaderItem } from './feature';
