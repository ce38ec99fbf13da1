export { AfterLoginMessages } from './AfterLoginMessages';
