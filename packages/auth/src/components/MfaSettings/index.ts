export { MfaSettings } from './MfaSettings';
