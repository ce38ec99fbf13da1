import { FETCH_LOADING_DELAY_MS } from '@shelfsight/contracts';
import { Spin, type SpinProps } from 'antd';

export type DelayedSpinProps = Omit<SpinProps, 'delay'>;

/**
 * antd's Spin that shows only once loading has lasted the fetch loading delay of spec 1 §9 (200 ms),
 * so an answer that comes quickly does not flash a spinner. Wraps content like Spin, or stands alone.
 */
export function DelayedSpin(props: DelayedSpinProps) {
  return <Spin {...props} delay={FETCH_LOADING_DELAY_MS} />;
}
