import type { Role } from '@shelfsight/contracts';
import { Button, Space, Table, Tag, type TableProps } from 'antd';

export interface RolesTableProps {
  roles: Role[];
  loading?: boolean;
  /** Read-only viewers get no edit or delete buttons. */
  readOnly?: boolean;
  onEdit?(role: Role): void;
  onDelete?(role: Role): void;
}

/** Roles of the active customer with their grants; only CUSTOM roles can be edited or deleted. */
export function RolesTable({ roles, loading, readOnly, onEdit, onDelete }: RolesTableProps) {
  const columns: TableProps<Role>['columns'] = [
    { title: 'Role', dataIndex: 'name', key: 'name' },
    { title: 'Description', key: 'description', render: (_, role) => role.description ?? '-' },
    {
      title: 'Privileges',
      key: 'privileges',
      render: (_, role) =>
        role.type === 'SYSTEM' ? (
          <Tag color="blue">Built-in</Tag>
        ) : (
          role.rolePrivileges.map((grant) => (
            <Tag key={`${grant.privilegeId}:${grant.entityId}`}>{grant.entityName ?? grant.privilegeName}</Tag>
          ))
        ),
    },
  ];
  if (!readOnly) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      // Rows not yet saved (negative ids) and the built-in role cannot be changed.
      render: (_, role) =>
        role.type === 'CUSTOM' && role.id > 0 ? (
          <Space>
            <Button size="small" aria-label={`Edit role ${role.name}`} onClick={() => onEdit?.(role)}>
              Edit
            </Button>
            <Button size="small" danger aria-label={`Delete role ${role.name}`} onClick={() => onDelete?.(role)}>
              Delete
            </Button>
          </Space>
        ) : null,
    });
  }
  return <Table<Role> rowKey="id" pagination={false} loading={loading} dataSource={roles} columns={columns} />;
}
