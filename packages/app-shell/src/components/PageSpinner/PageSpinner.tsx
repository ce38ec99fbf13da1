import { brandColors } from '@shelfsight/ui-kit';
import type { CSSProperties } from 'react';
import styles from './PageSpinner.module.css';

/**
 * Shown while a route's code loads. Plain CSS on purpose: it is part of the start-up bundle, where
 * antd's Spin would pull in antd's style engine before any screen needs it.
 */
export function PageSpinner() {
  return (
    <div className={styles.overlay} role="status" aria-label="Loading">
      <span className={styles.ring} style={{ '--spinner-color': brandColors.primaryLight } as CSSProperties} />
    </div>
  );
}
