export { DelayedSpin } from './DelayedSpin';
export type { DelayedSpinProps } from './DelayedSpin';
