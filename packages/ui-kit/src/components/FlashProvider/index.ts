export { FlashProvider, useFlash } from './FlashProvider';
export type { FlashApi, FlashFn, FlashKind, FlashOptions } from './FlashProvider';
