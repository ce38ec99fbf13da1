export { AppSlots, type AppSlotsProps } from './AppSlots';
