export * from './AlertTable';
