export * from './DetailsCells';
export * from './detailColumns';
