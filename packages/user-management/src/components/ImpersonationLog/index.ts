export { ImpersonationLog } from './ImpersonationLog';
