import { UserOutlined } from '@ant-design/icons';
import type { TaskUser } from '@shelfsight/contracts';
import { Button, Dropdown } from 'antd';
import { MENU_OPEN_DELAY_SECONDS } from '../StatusChip';

export interface AssigneeMenuProps {
  taskTitle: string;
  assignees: readonly TaskUser[];
  users: readonly TaskUser[];
  /** One call per user: assigned true adds them, false removes them. */
  onToggle: (user: TaskUser, assigned: boolean) => void;
  disabled?: boolean;
}

/** The assignees' names; the menu lists every member, the assigned ones checked, each click toggles one. */
export function AssigneeMenu({ taskTitle, assignees, users, onToggle, disabled }: AssigneeMenuProps) {
  const assigned = new Set(assignees.map((user) => user.id));
  const label = assignees.length === 0 ? 'Unassigned' : assignees.map((user) => user.displayName).join(', ');
  return (
    <Dropdown
      trigger={['hover', 'click']}
      mouseEnterDelay={MENU_OPEN_DELAY_SECONDS}
      disabled={disabled}
      menu={{
        items: users.map((user) => ({ key: String(user.id), label: user.displayName })),
        selectable: true,
        multiple: true,
        selectedKeys: [...assigned].map(String),
        onClick: ({ key }) => {
          const user = users.find((candidate) => String(candidate.id) === key);
          if (user) onToggle(user, !assigned.has(user.id));
        },
      }}
    >
      <Button type="text" size="small" icon={<UserOutlined />} aria-label={`Assignees of ${taskTitle}`}>
        {label}
      </Button>
    </Dropdown>
  );
}
