export * from './FixesTable';
