export * from './DccFixesList';
