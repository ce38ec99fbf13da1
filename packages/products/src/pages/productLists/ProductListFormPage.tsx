import { selectAuthUser, useAppSelector, useGetWidgetUsersQuery } from '@shelfsight/api-client';
import {
  clientRoutes,
  PROCESSING_MODES,
  PRODUCT_LIST_NAME_MAX,
  PRODUCT_LIST_NAME_TOO_LONG,
  PRODUCT_LIST_TYPES,
  type ProductListInput,
  productListMessages,
  singleLineTextRule,
} from '@shelfsight/contracts';
import { useFlash } from '@shelfsight/ui-kit';
import { Alert, Button, Card, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  useCreateProductListMutation,
  useGetProductListQuery,
  useUpdateProductListMutation,
} from '../../api/productListsApi';
import { useListIdParam } from './listIdParam';

interface FormValues {
  name: string;
  type: ProductListInput['type'];
  processingMode: ProductListInput['processingMode'];
  writers: number[];
  readers: number[];
}

/** The sharing of the form: writers get W, readers R (a user in both is a writer). */
export function sharingOf(
  values: Pick<FormValues, 'writers' | 'readers'>,
): NonNullable<ProductListInput['sharedWith']> {
  const writers = new Set(values.writers);
  return [
    ...values.writers.map((userId) => ({ userId, accessLevel: 'W' as const })),
    ...values.readers.filter((userId) => !writers.has(userId)).map((userId) => ({ userId, accessLevel: 'R' as const })),
  ];
}

/** /admin/product-lists/add/ and /edit/?id=: name, type, processing mode and sharing; saved optimistically. */
export function ProductListFormPage() {
  const id = useListIdParam();
  const navigate = useNavigate();
  const flash = useFlash();
  const { data: list, isLoading, isError } = useGetProductListQuery(id ?? 0, { skip: id === null });
  const users = useGetWidgetUsersQuery().data?.users ?? [];
  const me = useAppSelector(selectAuthUser);
  const [create] = useCreateProductListMutation();
  const [update] = useUpdateProductListMutation();
  if (id !== null && isLoading) return <Spin />;
  if (id !== null && (isError || !list)) return <Alert type="error" title={productListMessages.unknownList} />;
  const owner = !list || list.accessLevel === 'O';
  const options = users
    // The owner (the signed-in user, for a new list) holds the list already.
    .filter((user) => user.id !== (list ? list.ownerId : me?.id))
    .map((user) => ({ value: user.id, label: user.displayName }));
  const initial: FormValues = {
    name: list?.name ?? '',
    type: (list?.type as FormValues['type']) ?? 'Standard',
    processingMode: (list?.processingMode as FormValues['processingMode']) ?? 'MERGE',
    writers: list?.sharedWith.filter((share) => share.accessLevel === 'W').map((share) => share.userId) ?? [],
    readers: list?.sharedWith.filter((share) => share.accessLevel === 'R').map((share) => share.userId) ?? [],
  };

  const save = (values: FormValues) => {
    const input = { name: values.name, type: values.type, processingMode: values.processingMode };
    const sharedWith = owner ? sharingOf(values) : undefined;
    // Optimistic: the table shows the change at once and rolls it back if the server refuses it.
    const pending = list ? update({ id: list.id, patch: { ...input, sharedWith } }) : create({ ...input, sharedWith });
    void pending
      .unwrap()
      .catch((error: { data?: { message?: string } }) =>
        flash.error(error.data?.message ?? 'The product list could not be saved.'),
      );
    navigate(clientRoutes.productLists);
  };

  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>{list ? 'Edit product list' : 'Add product list'}</Typography.Title>
      <Form<FormValues> layout="vertical" initialValues={initial} onFinish={save}>
        <Form.Item
          label="Name"
          name="name"
          rules={[
            { required: true, whitespace: true, message: 'Enter a name.' },
            // maxLength alone lets pasted or scripted text through; the server refuses it then.
            { max: PRODUCT_LIST_NAME_MAX, message: PRODUCT_LIST_NAME_TOO_LONG },
            singleLineTextRule,
          ]}
        >
          <Input maxLength={PRODUCT_LIST_NAME_MAX} />
        </Form.Item>
        <Form.Item label="Type" name="type">
          <Select
            options={PRODUCT_LIST_TYPES.map((value) => ({
              value,
              label: value === 'ASSORTMENT' ? 'Assortment (retailer list)' : value,
            }))}
          />
        </Form.Item>
        <Form.Item label="When a file is uploaded" name="processingMode">
          <Select
            options={PROCESSING_MODES.map((value) => ({
              value,
              label: value === 'MERGE' ? 'Add its products to the list' : 'Make the list exactly its products',
            }))}
          />
        </Form.Item>
        <Form.Item label="Shared to edit with" name="writers">
          <Select mode="multiple" options={options} disabled={!owner} optionFilterProp="label" />
        </Form.Item>
        <Form.Item label="Shared to read with" name="readers">
          <Select mode="multiple" options={options} disabled={!owner} optionFilterProp="label" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            Save
          </Button>
          <Button onClick={() => navigate(clientRoutes.productLists)}>Cancel</Button>
        </Space>
      </Form>
    </Card>
  );
}

export { ProductListFormPage as Component };
