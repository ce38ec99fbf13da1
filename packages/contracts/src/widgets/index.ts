export * from './widgetTypes';
