export { DeleteButton } from './DeleteButton';
export type { DeleteButtonProps } from './DeleteButton';
