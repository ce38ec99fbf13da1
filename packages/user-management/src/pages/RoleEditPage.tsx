import { useIsReadOnly, type FormErrors, formErrorsOf } from '@shelfsight/api-client';
import { userManagementMessages, userManagementRoutes, type RoleAddRequest } from '@shelfsight/contracts';
import { DelayedSpin, useConfirm } from '@shelfsight/ui-kit';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRetailerChoices } from '@shelfsight/product-kit';
import { useDeleteRoleMutation, useEditRoleMutation, useGetRolesQuery } from '../api/userManagementApi';
import { RoleForm } from '../components/RoleForm';
import { NoUserManagementAccess } from './NoUserManagementAccess';
import { useListQueryOptions, useMayManageUsers } from './useMayManageUsers';

const noErrors: FormErrors = { fields: {}, general: null };

/**
 * /user-management/role/edit/?id=…: name, description and privileges of a CUSTOM role, and its
 * deletion. The SYSTEM role 'Administrators' is shown as locked. Saving or deleting returns to the list.
 */
export function RoleEditPage() {
  const mayManage = useMayManageUsers();
  const readOnly = useIsReadOnly();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [params] = useSearchParams();
  const listOptions = useListQueryOptions();
  const roles = useGetRolesQuery(undefined, listOptions);
  // Every retailer the customer tracks (scope=all), for granting retailer access.
  const catalogue = useRetailerChoices('all', listOptions);
  const [editRole, editing] = useEditRoleMutation();
  const [deleteRole] = useDeleteRoleMutation();
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  if (!mayManage) return <NoUserManagementAccess />;

  const role = roles.data?.roles.find((candidate) => candidate.id === Number(params.get('id')));
  const back = () => void navigate(userManagementRoutes.list);
  if (!role) {
    if (roles.isLoading || roles.isUninitialized) return <DelayedSpin />;
    return (
      <Result
        status="404"
        title="Unknown role"
        subTitle={userManagementMessages.unknownRole}
        extra={<Button onClick={back}>Back to users and roles</Button>}
      />
    );
  }
  if (role.type === 'SYSTEM' || readOnly) {
    const reason = readOnly ? userManagementMessages.readOnly : userManagementMessages.systemRoleLocked;
    return (
      <Result
        status="info"
        title={role.name}
        subTitle={reason}
        extra={<Button onClick={back}>Back to users and roles</Button>}
      />
    );
  }

  const save = async (values: RoleAddRequest) => {
    setErrors(noErrors);
    const result = await editRole({ ...values, id: role.id });
    if ('error' in result) setErrors(formErrorsOf(result.error));
    else back();
  };
  const remove = async () => {
    if (!(await confirm({ content: `Delete the role ${role.name}? Its users lose it.` }))) return;
    const result = await deleteRole(role.id);
    if ('error' in result) setErrors(formErrorsOf(result.error));
    else back();
  };

  return (
    <Card style={{ maxWidth: 640 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2}>Edit {role.name}</Typography.Title>
        <Button danger onClick={() => void remove()}>
          Delete role
        </Button>
      </Flex>
      <RoleForm
        key={role.id}
        role={role}
        privileges={roles.data?.privileges ?? []}
        retailers={catalogue.data}
        submitLabel="Save"
        submitting={editing.isLoading}
        fieldErrors={errors.fields}
        generalError={errors.general}
        onSubmit={(values) => void save(values)}
        onCancel={back}
      />
    </Card>
  );
}

export { RoleEditPage as Component };
