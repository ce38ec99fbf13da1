export * from './chartConstants';
export * from './palette';
export * from './valueFormat';
export * from './axis';
