export { TrustedDevicesList } from './TrustedDevicesList';
