import { Button, Flex, Tag, Typography } from 'antd';
import type { CrossFilterItem } from '../../state/dashboardFiltersSlice';
import { chipTextOf } from '../../utils/crossFilterText';

export const CROSS_FILTER_TEXTS = {
  title: 'Cross-filters',
  clearAll: 'Clear all',
  undo: 'Undo',
  remove: (label: string) => `Remove ${label}`,
} as const;

/**
 * The cross-filters above the dashboard's groups: a removable chip each, 'Clear all', and Undo of the last
 * add, remove or clear. Nothing is shown when there is nothing to show or undo.
 */
export function CrossFilterChips({
  items,
  canUndo,
  onRemove,
  onClearAll,
  onUndo,
}: {
  items: readonly CrossFilterItem[];
  canUndo: boolean;
  onRemove: (key: string) => void;
  onClearAll: () => void;
  onUndo: () => void;
}) {
  if (items.length === 0 && !canUndo) return null;
  return (
    <Flex gap="small" wrap align="center" role="group" aria-label={CROSS_FILTER_TEXTS.title}>
      {items.length > 0 ? <Typography.Text type="secondary">{CROSS_FILTER_TEXTS.title}:</Typography.Text> : null}
      {items.map((item) => {
        const text = chipTextOf(item);
        return (
          <Tag
            key={item.key}
            color="processing"
            closable={{ 'aria-label': CROSS_FILTER_TEXTS.remove(text) }}
            onClose={(event) => {
              // The chip goes when the state says so, not by antd's own hiding.
              event.preventDefault();
              onRemove(item.key);
            }}
          >
            {text}
          </Tag>
        );
      })}
      {items.length > 1 ? (
        <Button size="small" type="link" onClick={onClearAll}>
          {CROSS_FILTER_TEXTS.clearAll}
        </Button>
      ) : null}
      {canUndo ? (
        <Button size="small" onClick={onUndo}>
          {CROSS_FILTER_TEXTS.undo}
        </Button>
      ) : null}
    </Flex>
  );
}
