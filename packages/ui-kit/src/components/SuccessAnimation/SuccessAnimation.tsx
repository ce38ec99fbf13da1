import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface SuccessAnimationProps {
  /** Edge length in pixels. */
  size?: number;
  /** Read out by screen readers. */
  label?: string;
  /** Called once the check mark is fully drawn (at once when motion is reduced). */
  onDone?: () => void;
}

// The circle draws first, then the tick; lengths are the paths' perimeters so the strokes start hidden.
const CSS = `
.ss-success-circle { stroke-dasharray: 152; stroke-dashoffset: 152; animation: ss-success-draw 0.45s ease-out forwards; }
.ss-success-check { stroke-dasharray: 40; stroke-dashoffset: 40; animation: ss-success-draw 0.3s 0.4s ease-out forwards; }
@keyframes ss-success-draw { to { stroke-dashoffset: 0; } }
@media (prefers-reduced-motion: reduce) {
  .ss-success-circle, .ss-success-check { animation: none; stroke-dashoffset: 0; }
}`;

/** A check mark drawn in a circle, for "saved" and "uploaded" moments. */
export function SuccessAnimation({ size = 72, label = 'Success', onDone }: SuccessAnimationProps) {
  const { token } = theme.useToken();
  const reduced = usePrefersReducedMotion();
  const checkRef = useRef<SVGPathElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    // Without motion there is no animationend to wait for.
    if (reduced) {
      onDoneRef.current?.();
      return;
    }
    // A native listener: React maps animation events to prefixed names where AnimationEvent is missing.
    const check = checkRef.current;
    const finish = () => onDoneRef.current?.();
    check?.addEventListener('animationend', finish);
    return () => check?.removeEventListener('animationend', finish);
  }, [reduced]);

  return (
    <>
      {/* React 19 hoists this stylesheet into <head> once, de-duplicated by its href. */}
      <style href="shelfsight-success-animation" precedence="default">
        {CSS}
      </style>
      <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 52 52" data-reduced-motion={reduced}>
        <circle
          className={reduced ? undefined : 'ss-success-circle'}
          cx="26"
          cy="26"
          r="24"
          fill="none"
          stroke={token.colorSuccess}
          strokeWidth="3"
        />
        <path
          ref={checkRef}
          className={reduced ? undefined : 'ss-success-check'}
          d="M14 27l8 8 16-17"
          fill="none"
          stroke={token.colorSuccess}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </>
  );
}
