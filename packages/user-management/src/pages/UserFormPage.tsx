import { userManagementRoutes, type UserEditRequest } from '@shelfsight/contracts';
import { Card, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAddUserMutation, useEditUserMutation, useGetRolesQuery, useGetUsersQuery } from '../api/userManagementApi';
import { UserForm, type UserFormValues } from '../components/UserForm';
import { type FormErrors, formErrorsOf } from '@shelfsight/api-client';
import { NoUserManagementAccess } from './NoUserManagementAccess';
import { useListQueryOptions, useMayManageUsers } from './useMayManageUsers';

const noErrors: FormErrors = { fields: {}, general: null };

/**
 * /user-management/user/add/ and /user-management/user/edit/?id=…: saves, then returns to
 * /user-management/ (spec 1 §2); on failure stays with the errors shown per field.
 */
export function UserFormPage() {
  const mayManage = useMayManageUsers();
  const listOptions = useListQueryOptions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = params.get('id') === null ? null : Number(params.get('id'));
  const users = useGetUsersQuery(undefined, listOptions);
  const roles = useGetRolesQuery(undefined, listOptions);
  const [addUser, adding] = useAddUserMutation();
  const [editUser, editing] = useEditUserMutation();
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  if (!mayManage) return <NoUserManagementAccess />;

  const initial = editId === null ? undefined : users.data?.users.find((user) => user.id === editId);
  if (editId !== null && !initial) {
    return users.isLoading || users.isUninitialized ? (
      <Spin />
    ) : (
      <Result status="404" title="Unknown user" subTitle="This user is not a member of this customer." />
    );
  }

  const save = async (values: UserFormValues) => {
    setErrors(noErrors);
    const result = initial
      ? await editUser({ ...values, id: initial.id, password: values.password || undefined } satisfies UserEditRequest)
      : await addUser(values);
    if ('error' in result) setErrors(formErrorsOf(result.error));
    else void navigate(userManagementRoutes.list);
  };

  return (
    <Card style={{ maxWidth: 640 }}>
      <Typography.Title level={2}>{initial ? `Edit ${initial.displayName}` : 'Add user'}</Typography.Title>
      <UserForm
        key={initial?.id ?? 'new'}
        initial={initial}
        roles={roles.data?.roles ?? []}
        submitting={adding.isLoading || editing.isLoading}
        fieldErrors={errors.fields}
        generalError={errors.general}
        onSubmit={(values) => void save(values)}
        onCancel={() => void navigate(userManagementRoutes.list)}
      />
    </Card>
  );
}

export { UserFormPage as Component };
