export { CustomerSwitcher } from './CustomerSwitcher';
