import { formErrorsOf } from '@shelfsight/api-client';
import { clientRoutes, type RetailerWrite } from '@shelfsight/contracts';
import { Card, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useCreateRetailerMutation,
  useGetAdminRetailerQuery,
  useGetCountriesQuery,
  useUpdateRetailerMutation,
} from '../../api/retailersApi';
import { AdminOnly } from '../../components/AdminOnly';
import { RetailerForm } from '../../components/RetailerForm';

/** The `id` query parameter as a whole number, else null (a new retailer). */
export function retailerIdOf(params: URLSearchParams): number | null {
  const raw = params.get('id');
  return raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function RetailerEditor() {
  const [params] = useSearchParams();
  const retailerId = retailerIdOf(params);
  const navigate = useNavigate();
  const countries = useGetCountriesQuery();
  const existing = useGetAdminRetailerQuery(retailerId ?? 0, { skip: retailerId === null });
  const [create, creating] = useCreateRetailerMutation();
  const [update, updating] = useUpdateRetailerMutation();
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string | null }>({
    fields: {},
    general: null,
  });

  if (retailerId !== null && existing.isError) return <Result status="404" title="Retailer not found" />;
  if (countries.isLoading || (retailerId !== null && !existing.data)) return <Spin />;

  const save = async (input: RetailerWrite) => {
    const answer = retailerId === null ? await create(input) : await update({ retailerId, input });
    if ('error' in answer) return setErrors(formErrorsOf(answer.error));
    void navigate(`${clientRoutes.adminRetailerDetails}?id=${answer.data.id}`);
  };

  return (
    <Card
      title={<Typography.Title level={3}>{retailerId === null ? 'New retailer' : 'Edit retailer'}</Typography.Title>}
    >
      <RetailerForm
        initial={existing.data}
        countries={countries.data ?? []}
        submitting={creating.isLoading || updating.isLoading}
        fieldErrors={errors.fields}
        generalError={errors.general}
        onSubmit={(input) => void save(input)}
        onCancel={() => void navigate(clientRoutes.adminRetailer)}
      />
    </Card>
  );
}

/** /admin/retailer/create/ and /admin/retailer/edit/?id=: system admins create and edit a retailer. */
export function RetailerFormPage() {
  return (
    <AdminOnly who="system-admin">
      <RetailerEditor />
    </AdminOnly>
  );
}

export { RetailerFormPage as Component };
