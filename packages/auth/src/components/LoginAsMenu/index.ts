export { useLoginAsMenu, type LoginAsMenu } from './useLoginAsMenu';
