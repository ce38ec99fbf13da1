export { bySequence, MENU_OPEN_DELAY_SECONDS, StatusChip, StatusMenu, type StatusMenuProps } from './StatusChip';
