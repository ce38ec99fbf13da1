export { UserWelcome } from './UserWelcome';
