export * from './customerModules';
export * from './customers';
export * from './roles';
export * from './users';
export * from './accessLinks';
export * from './catalogue';
export * from './partnerTokens';
export * from './referenceImages';
