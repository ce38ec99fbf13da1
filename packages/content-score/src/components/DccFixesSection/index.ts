export * from './DccFixesSection';
