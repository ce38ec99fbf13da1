export { dccFixColumns, type DccFixColumns, type RankedDccFix } from './dccFixColumns';
