export * from './DetailsCells';
