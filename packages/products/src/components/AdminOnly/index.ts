export { AdminOnly, type AdminOnlyProps } from './AdminOnly';
