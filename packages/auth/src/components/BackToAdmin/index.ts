export { BackToAdmin } from './BackToAdmin';
