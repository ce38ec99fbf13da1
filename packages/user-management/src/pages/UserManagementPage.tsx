import { useIsReadOnly } from '@shelfsight/api-client';
import { userManagementRoutes, type ManagedUser, type Role } from '@shelfsight/contracts';
import { useConfirm } from '@shelfsight/ui-kit';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDeactivateUserMutation, useDeleteRoleMutation, useGetRolesQuery, useGetUsersQuery } from '../api/userManagementApi';
import { UserTable } from '../components/UserTable';
import { NoUserManagementAccess } from './NoUserManagementAccess';
import { useMayManageUsers } from './useMayManageUsers';

/** /user-management/: the members and roles of the active customer. */
export function UserManagementPage() {
  const mayManage = useMayManageUsers();
  const readOnly = useIsReadOnly();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const users = useGetUsersQuery(undefined, { skip: !mayManage });
  const roles = useGetRolesQuery(undefined, { skip: !mayManage });
  const [deactivate] = useDeactivateUserMutation();
  const [deleteRole] = useDeleteRoleMutation();
  if (!mayManage) return <NoUserManagementAccess />;

  const onDeactivate = async (user: ManagedUser) => {
    if (await confirm({ content: `Deactivate ${user.displayName} in this customer?` })) void deactivate(user.id);
  };
  const onDeleteRole = async (role: Role) => {
    if (await confirm({ content: `Delete the role ${role.name}? Its users lose it.` })) void deleteRole(role.id);
  };

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Users and roles
        </Typography.Title>
        {!readOnly && (
          <Flex gap="small">
            <Button onClick={() => void navigate(userManagementRoutes.roleAdd)}>Add role</Button>
            <Button type="primary" onClick={() => void navigate(userManagementRoutes.userAdd)}>
              Add user
            </Button>
          </Flex>
        )}
      </Flex>
      <UserTable
        users={users.data?.users ?? []}
        roles={roles.data?.roles ?? []}
        loading={users.isLoading}
        readOnly={readOnly}
        onEdit={(user) => void navigate(`${userManagementRoutes.userEdit}?id=${user.id}`)}
        onDeactivate={(user) => void onDeactivate(user)}
      />
      <Typography.Title level={3}>Roles</Typography.Title>
      <Table<Role>
        rowKey="id"
        pagination={false}
        loading={roles.isLoading}
        dataSource={roles.data?.roles ?? []}
        columns={[
          { title: 'Role', dataIndex: 'name', key: 'name' },
          { title: 'Description', key: 'description', render: (_, role) => role.description ?? '-' },
          {
            title: 'Privileges',
            key: 'privileges',
            render: (_, role) =>
              role.type === 'SYSTEM' ? <Tag color="blue">Built-in</Tag> : role.rolePrivileges.map((grant) => (
                <Tag key={`${grant.privilegeId}:${grant.entityId}`}>{grant.entityName ?? grant.privilegeName}</Tag>
              )),
          },
          ...(readOnly
            ? []
            : [
                {
                  title: 'Actions',
                  key: 'actions',
                  render: (_: unknown, role: Role) =>
                    role.type === 'CUSTOM' && role.id > 0 ? (
                      <Button size="small" danger aria-label={`Delete role ${role.name}`} onClick={() => void onDeleteRole(role)}>
                        Delete
                      </Button>
                    ) : null,
                },
              ]),
        ]}
      />
    </Flex>
  );
}

export { UserManagementPage as Component };
