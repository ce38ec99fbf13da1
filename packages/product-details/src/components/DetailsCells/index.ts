export * from './DetailsCells';
export * from './detailColumns';
export * from './rankColumns';
