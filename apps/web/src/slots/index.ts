export { AppSlots, type AppSlotsProps } from './AppSlots';
export { appSlotRegistry } from './appSlots';
