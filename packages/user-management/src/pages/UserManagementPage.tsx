import { selectAuthUser, useAppSelector, useIsReadOnly } from '@shelfsight/api-client';
import { userManagementRoutes, type ManagedUser, type Role } from '@shelfsight/contracts';
import { useConfirm } from '@shelfsight/ui-kit';
import { Button, Flex, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  useDeactivateUserMutation,
  useDeleteRoleMutation,
  useGetRolesQuery,
  useGetUsersQuery,
} from '../api/userManagementApi';
import { RolesTable } from '../components/RolesTable';
import { UserTable } from '../components/UserTable';
import { ImpersonationsTab } from './ImpersonationsTab';
import { ModulesTab } from './ModulesTab';
import { NoUserManagementAccess } from './NoUserManagementAccess';
import { useListQueryOptions, useMayManageUsers } from './useMayManageUsers';

/** /user-management/: the members and roles of the active customer; system admins also see the login-as log and modules. */
export function UserManagementPage() {
  const mayManage = useMayManageUsers();
  const listOptions = useListQueryOptions();
  const isSystemAdmin = useAppSelector(selectAuthUser)?.isSystemAdmin === true;
  const readOnly = useIsReadOnly();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const users = useGetUsersQuery(undefined, listOptions);
  const roles = useGetRolesQuery(undefined, listOptions);
  const [deactivate] = useDeactivateUserMutation();
  const [deleteRole] = useDeleteRoleMutation();
  if (!mayManage) return <NoUserManagementAccess />;

  const onDeactivate = async (user: ManagedUser) => {
    if (await confirm({ content: `Deactivate ${user.displayName} in this customer?` })) void deactivate(user.id);
  };
  const onDeleteRole = async (role: Role) => {
    if (await confirm({ content: `Delete the role ${role.name}? Its users lose it.` })) void deleteRole(role.id);
  };

  const usersAndRoles = (
    <Flex vertical gap="large">
      <UserTable
        users={users.data?.users ?? []}
        roles={roles.data?.roles ?? []}
        loading={users.isLoading}
        readOnly={readOnly}
        onEdit={(user) => void navigate(`${userManagementRoutes.userEdit}?id=${user.id}`)}
        onDeactivate={(user) => void onDeactivate(user)}
      />
      <Typography.Title level={3}>Roles</Typography.Title>
      <RolesTable
        roles={roles.data?.roles ?? []}
        loading={roles.isLoading}
        readOnly={readOnly}
        onEdit={(role) => void navigate(`${userManagementRoutes.roleEdit}?id=${role.id}`)}
        onDelete={(role) => void onDeleteRole(role)}
      />
    </Flex>
  );

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
      {isSystemAdmin ? (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'users', label: 'Users and roles', children: usersAndRoles },
            { key: 'impersonations', label: 'Login-as log', children: <ImpersonationsTab /> },
            { key: 'modules', label: 'Modules', children: <ModulesTab /> },
          ]}
        />
      ) : (
        usersAndRoles
      )}
    </Flex>
  );
}

export { UserManagementPage as Component };
