export * from './MediaDialog';
export * from './MediaActions';
