export * from './AlertForm';
