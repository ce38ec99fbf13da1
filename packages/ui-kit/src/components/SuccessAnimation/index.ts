export { SuccessAnimation } from './SuccessAnimation';
export type { SuccessAnimationProps } from './SuccessAnimation';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
