export { DEFAULT_SEQUENCE_NUMBER, StatusSettings, type StatusSettingsProps } from './StatusSettings';
