import { SearchOutlined } from '@ant-design/icons';
import type { TaskStatus, TaskUser } from '@shelfsight/contracts';
import { useProductName } from '@shelfsight/product-kit';
import { Button, Flex, Input, Select, Tag, Typography } from 'antd';
import { bySequence } from '../../utils/statusOrder';
import { type AssigneeFilter, isFiltering, NO_TASK_FILTER, type TaskFilter } from '../../utils/taskFilter';

export const TASK_FILTER_TEXTS = {
  search: 'Search tasks',
  status: 'Status',
  anyStatus: 'Any status',
  assignee: 'Assignee',
  anyone: 'Anyone',
  me: 'Assigned to me',
  nobody: 'Unassigned',
  clear: 'Clear filters',
  about: (product: string) => `About ${product}`,
  anyProduct: 'Tasks about any product',
  shown: (shown: number, all: number) => `${shown} of ${all} ${all === 1 ? 'task' : 'tasks'}`,
  noMatch: 'No tasks match these filters.',
  noReorder: 'Clear the filters to reorder tasks.',
} as const;

export interface TaskFiltersProps {
  filter: TaskFilter;
  statuses: readonly TaskStatus[];
  users: readonly TaskUser[];
  /** How many tasks the filter keeps, of how many. */
  shown: number;
  total: number;
  onChange: (filter: TaskFilter) => void;
}

const ANYONE = 'anyone';

/** The product the list is about, by its catalogue name ('Product 4711' until the catalogue answers); closing drops it. */
function AboutProduct({ productId, onClose }: { productId: number; onClose: () => void }) {
  const name = useProductName(productId) ?? '';
  return (
    <Tag closable={{ 'aria-label': TASK_FILTER_TEXTS.anyProduct }} onClose={onClose} style={{ marginInlineEnd: 0 }}>
      {TASK_FILTER_TEXTS.about(name)}
    </Tag>
  );
}

/**
 * Search, status and assignee above the task list, and the product the list is about when it was opened from one;
 * with a filter on, how many tasks it keeps and a way back.
 */
export function TaskFilters({ filter, statuses, users, shown, total, onChange }: TaskFiltersProps) {
  const ordered = bySequence(statuses);
  const members = [...users].sort((a, b) => a.displayName.localeCompare(b.displayName));
  const filtering = isFiltering(filter);
  return (
    <Flex gap={8} wrap align="center">
      {filter.productId !== null ? (
        <AboutProduct productId={filter.productId} onClose={() => onChange({ ...filter, productId: null })} />
      ) : null}
      <Input
        type="search"
        prefix={<SearchOutlined />}
        allowClear
        aria-label={TASK_FILTER_TEXTS.search}
        placeholder={TASK_FILTER_TEXTS.search}
        value={filter.search}
        // Typing filters at once: the list is in memory.
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        style={{ width: 280 }}
      />
      <Select<string>
        aria-label={TASK_FILTER_TEXTS.status}
        value={filter.status ?? ANYONE}
        onChange={(value) => onChange({ ...filter, status: value === ANYONE ? null : value })}
        options={[
          { value: ANYONE, label: TASK_FILTER_TEXTS.anyStatus },
          ...ordered.map((status) => ({ value: status.stateTitle, label: status.stateTitle })),
        ]}
        style={{ width: 180 }}
      />
      <Select<string>
        aria-label={TASK_FILTER_TEXTS.assignee}
        showSearch={{ optionFilterProp: 'label' }}
        value={filter.assignee === null ? ANYONE : String(filter.assignee)}
        onChange={(value) =>
          onChange({
            ...filter,
            assignee:
              value === ANYONE ? null : value === 'me' || value === 'none' ? value : (Number(value) as AssigneeFilter),
          })
        }
        options={[
          { value: ANYONE, label: TASK_FILTER_TEXTS.anyone },
          { value: 'me', label: TASK_FILTER_TEXTS.me },
          { value: 'none', label: TASK_FILTER_TEXTS.nobody },
          ...members.map((user) => ({ value: String(user.id), label: user.displayName })),
        ]}
        style={{ width: 220 }}
      />
      {filtering ? (
        <>
          <Typography.Text type="secondary" role="status">
            {TASK_FILTER_TEXTS.shown(shown, total)}
          </Typography.Text>
          <Button type="link" onClick={() => onChange(NO_TASK_FILTER)}>
            {TASK_FILTER_TEXTS.clear}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
