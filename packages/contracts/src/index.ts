export * from './apiPaths';
export * from './auth';
export * from './constants';
export * from './errors';
export * from './health';
export * from './passwordReset';
export * from './routes';
export * from './upload';
