export { ImpersonationControls } from './ImpersonationControls';
