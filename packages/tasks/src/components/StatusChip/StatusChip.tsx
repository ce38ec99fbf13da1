import type { TaskStatus } from '@shelfsight/contracts';
import { Button, Dropdown, Tag } from 'antd';
import { statusColor } from '../../utils/statusColor';
import { bySequence } from '../../utils/statusOrder';

/** Menus of the task list open after 50 ms of hovering (spec 3 §2.5). */
export const MENU_OPEN_DELAY_SECONDS = 0.05;

export { bySequence };

/** A status as a coloured chip. */
export function StatusChip({ status }: { status: string }) {
  return <Tag color={statusColor(status)}>{status}</Tag>;
}

export interface StatusMenuProps {
  status: string;
  statuses: readonly TaskStatus[];
  /** Called with the chosen status title; the caller saves it at once. */
  onChange: (stateTitle: string) => void;
  disabled?: boolean;
}

/** The chip, with the statuses by sequence number in a menu that opens on hover or click. */
export function StatusMenu({ status, statuses, onChange, disabled }: StatusMenuProps) {
  const items = bySequence(statuses).map((option) => ({
    key: option.stateTitle,
    label: <StatusChip status={option.stateTitle} />,
  }));
  return (
    <Dropdown
      trigger={['hover', 'click']}
      mouseEnterDelay={MENU_OPEN_DELAY_SECONDS}
      disabled={disabled}
      menu={{
        items,
        selectable: true,
        selectedKeys: [status],
        onClick: ({ key }) => key !== status && onChange(key),
      }}
    >
      <Button type="text" size="small" aria-label={`Status ${status}`}>
        <StatusChip status={status} />
      </Button>
    </Dropdown>
  );
}
