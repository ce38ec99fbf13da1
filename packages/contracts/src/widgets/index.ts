export * from './widgetTypes';
export * from './chartOutputs';
export * from './savedWidgets';
export * from './tableFieldConditions';
export * from './widgetTypeCatalogue';
export * from './tableOutputs';
