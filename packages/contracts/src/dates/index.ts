export * from './codes';
export * from './compare';
export * from './isoDate';
export * from './pickerValue';
export * from './range';
export * from './retention';
