export { VersionBar, versionTitle, type VersionBarProps } from './VersionBar';
