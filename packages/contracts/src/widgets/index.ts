export * from './widgetTypes';
export * from './chartOutputs';
