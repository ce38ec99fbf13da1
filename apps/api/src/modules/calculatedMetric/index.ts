// What other modules may use of this module (they import nothing else from it).
export { DCC_RECOMPUTE_JOB } from './dccRecompute';
