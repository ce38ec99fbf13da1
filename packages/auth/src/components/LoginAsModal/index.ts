export { LoginAsModal } from './LoginAsModal';
