export { defaultDccDefinition } from '../../analytics/engine/dccCriteria';

export const DEFAULT_VERSION_LABEL = 'Default criteria';
