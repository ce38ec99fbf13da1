import { userManagementRoutes, type RoleAddRequest } from '@shelfsight/contracts';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRetailerChoices } from '@shelfsight/product-kit';
import { useAddRoleMutation, useGetRolesQuery } from '../api/userManagementApi';
import { RoleForm } from '../components/RoleForm';
import { type FormErrors, formErrorsOf } from '@shelfsight/api-client';
import { NoUserManagementAccess } from './NoUserManagementAccess';
import { useListQueryOptions, useMayManageUsers } from './useMayManageUsers';

const noErrors: FormErrors = { fields: {}, general: null };

/** /user-management/role/add/: a new CUSTOM role, then back to /user-management/. */
export function RoleAddPage() {
  const mayManage = useMayManageUsers();
  const listOptions = useListQueryOptions();
  const navigate = useNavigate();
  const roles = useGetRolesQuery(undefined, listOptions);
  // Every retailer the customer tracks (scope=all), for granting retailer access.
  const catalogue = useRetailerChoices('all', listOptions);
  const [addRole, adding] = useAddRoleMutation();
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  if (!mayManage) return <NoUserManagementAccess />;

  const save = async (values: RoleAddRequest) => {
    setErrors(noErrors);
    const result = await addRole(values);
    if ('error' in result) setErrors(formErrorsOf(result.error));
    else void navigate(userManagementRoutes.list);
  };

  return (
    <Card style={{ maxWidth: 640 }}>
      <Typography.Title level={2}>Add role</Typography.Title>
      <RoleForm
        privileges={roles.data?.privileges ?? []}
        retailers={catalogue.data}
        submitting={adding.isLoading}
        fieldErrors={errors.fields}
        generalError={errors.general}
        onSubmit={(values) => void save(values)}
        onCancel={() => void navigate(userManagementRoutes.list)}
      />
    </Card>
  );
}

export { RoleAddPage as Component };
