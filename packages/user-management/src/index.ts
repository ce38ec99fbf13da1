export { userManagementFeature } from './feature';
