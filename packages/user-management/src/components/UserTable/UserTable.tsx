import type { ManagedUser, Role } from '@shelfsight/contracts';
import { formatPrettyDate } from '@shelfsight/ui-kit';
import { Button, Space, Table, Tag, type TableProps } from 'antd';

export interface UserTableProps {
  users: ManagedUser[];
  roles: Role[];
  loading?: boolean;
  /** Read-only viewers get no edit or deactivate buttons. */
  readOnly?: boolean;
  onEdit?(user: ManagedUser): void;
  onDeactivate?(user: ManagedUser): void;
}

/** The members of the active customer: roles, active flag and membership expiry. */
export function UserTable({ users, roles, loading, readOnly, onEdit, onDeactivate }: UserTableProps) {
  const roleName = new Map(roles.map((role) => [role.id, role.name]));
  const columns: TableProps<ManagedUser>['columns'] = [
    { title: 'Name', dataIndex: 'displayName', key: 'name' },
    { title: 'E-mail', dataIndex: 'email', key: 'email' },
    {
      title: 'Roles',
      key: 'roles',
      render: (_, user) =>
        user.userRoles.length === 0
          ? '-'
          : user.userRoles.map(({ roleId }) => <Tag key={roleId}>{roleName.get(roleId) ?? `Role ${roleId}`}</Tag>),
    },
    {
      title: 'Active',
      key: 'active',
      render: (_, user) => (user.customerUser.isActive ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    { title: 'Expires', key: 'expires', render: (_, user) => formatPrettyDate(user.customerUser.expirationDate) },
  ];
  if (!readOnly) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, user) => (
        <Space>
          <Button
            size="small"
            aria-label={`Edit ${user.displayName}`}
            onClick={() => onEdit?.(user)}
            disabled={user.id < 0}
          >
            Edit
          </Button>
          {user.customerUser.isActive && (
            <Button
              size="small"
              danger
              aria-label={`Deactivate ${user.displayName}`}
              onClick={() => onDeactivate?.(user)}
              disabled={user.id < 0}
            >
              Deactivate
            </Button>
          )}
        </Space>
      ),
    });
  }
  return <Table<ManagedUser> rowKey="id" columns={columns} dataSource={users} loading={loading} pagination={false} />;
}
