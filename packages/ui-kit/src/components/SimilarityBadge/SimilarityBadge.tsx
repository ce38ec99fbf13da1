import { Tag } from 'antd';
import { formatSimilarityDate, type DateInput } from '@shelfsight/house-style';
import { HoverTooltip } from '../HoverTooltip/HoverTooltip';
import styles from './SimilarityBadge.module.css';

/** Result states of spec 3 §2.3; any other value is shown as an error. */
export type SimilarityStatus =
  'in_progress' | 'equal' | 'highly_similar' | 'somewhat_similar' | 'different' | 'upgrade_to_check';

type TagColor = 'default' | 'success' | 'processing' | 'warning' | 'error';

const DISPLAY: Record<SimilarityStatus, { label: string; color: TagColor }> = {
  in_progress: { label: 'Check in progress', color: 'default' },
  equal: { label: 'Equal', color: 'success' },
  highly_similar: { label: 'Highly similar', color: 'processing' },
  upgrade_to_check: { label: 'Upgrade to check', color: 'warning' },
  somewhat_similar: { label: 'Somewhat similar', color: 'error' },
  different: { label: 'Different', color: 'error' },
};

export interface SimilarityBadgeProps {
  status: SimilarityStatus | (string & {}) | null;
  /** Similarity in percent (0–100); shown rounded to a whole percent (spec 3 §9). */
  score?: number | null;
  /** System admins see the score next to the label. */
  showScore?: boolean;
  checkedOn?: DateInput;
  nextCheckOn?: DateInput;
  /**
   * Laid out for print: the same label and colours as one plain element, without the dates' hint (paper has no
   * hover). A printed overview holds a thousand badges, and an antd Tag with its hint costs many times more.
   */
  printed?: boolean;
}

function display(status: SimilarityBadgeProps['status']): { label: string; color: TagColor } {
  if (status && status in DISPLAY) return DISPLAY[status as SimilarityStatus];
  return { label: 'Check failed', color: 'error' };
}

/**
 * Image-similarity result of one product at one retailer, with its check dates on hover. An overview holds a badge
 * per product and retailer, hundreds at once: the hint mounts on first hover and its dates are formatted only when
 * it opens.
 */
export function SimilarityBadge({
  status,
  score,
  showScore = false,
  checkedOn,
  nextCheckOn,
  printed = false,
}: SimilarityBadgeProps) {
  const { label, color } = display(status);
  const withScore = showScore && typeof score === 'number' && !Number.isNaN(score);
  const text = withScore ? `${label} · ${Math.round(score)}%` : label;
  if (printed)
    return (
      <span
        className={color === 'default' ? styles.printed : `${styles.printed} ${styles[color]}`}
        data-status={status ?? 'unknown'}
      >
        {text}
      </span>
    );
  return (
    <HoverTooltip
      title={() => (
        <>
          <div>Checked on: {formatSimilarityDate(checkedOn)}</div>
          <div>Next check on: {formatSimilarityDate(nextCheckOn)}</div>
        </>
      )}
    >
      <Tag color={color} data-status={status ?? 'unknown'} tabIndex={0}>
        {text}
      </Tag>
    </HoverTooltip>
  );
}
