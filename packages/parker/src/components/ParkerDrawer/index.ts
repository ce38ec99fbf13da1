export { ParkerDrawer, type ParkerDrawerProps } from './ParkerDrawer';
