import { useIsReadOnly } from '@shelfsight/api-client';
import { singleLineTextRule } from '@shelfsight/contracts';
import { App, Button, Card, Flex, Form, Input, Popconfirm, Select, Table, Typography } from 'antd';
import {
  useDeleteAttributeColumnMutation,
  useGetAttributeColumnsQuery,
  useSaveAttributeColumnMutation,
} from '../../api/productsAdminApi';
import { ProductsAdminLinks } from './ProductsAdminPage';

const TYPE_OPTIONS = [
  { value: 's', label: 'Text' },
  { value: 'n', label: 'Number' },
  { value: 'd', label: 'Date' },
] as const;
const typeLabel = (type: string) => TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

interface ColumnForm {
  name: string;
  dataType: 's' | 'n' | 'd';
}

/** /admin/products/attributes/: the attribute columns of the products table; values are set per product. */
export function ProductAttributesPage() {
  const { message } = App.useApp();
  const readOnly = useIsReadOnly();
  const columns = useGetAttributeColumnsQuery();
  const [save] = useSaveAttributeColumnMutation();
  const [remove] = useDeleteAttributeColumnMutation();
  const [form] = Form.useForm<ColumnForm>();

  const add = async (values: ColumnForm) => {
    const result = await save({ name: values.name.trim(), dataType: values.dataType });
    if ('error' in result) void message.error(`"${values.name}" could not be added; is the name already used?`);
    else form.resetFields();
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Attributes
        </Typography.Title>
        <ProductsAdminLinks />
      </Flex>
      {readOnly ? null : (
        <Form form={form} layout="inline" onFinish={add} initialValues={{ dataType: 's' }} style={{ marginBottom: 16 }}>
          <Form.Item
            name="name"
            label="New attribute"
            rules={[{ required: true, whitespace: true, message: 'Name is required' }, singleLineTextRule]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="dataType" label="Type">
            <Select options={[...TYPE_OPTIONS]} style={{ width: 120 }} />
          </Form.Item>
          <Button htmlType="submit">Add attribute</Button>
        </Form>
      )}
      <Table
        rowKey="id"
        size="small"
        loading={columns.isLoading}
        dataSource={columns.data ?? []}
        pagination={false}
        columns={[
          {
            key: 'name',
            title: 'Attribute',
            render: (_, column) =>
              readOnly ? (
                column.name
              ) : (
                <Typography.Text
                  editable={{
                    tooltip: `Rename ${column.name}`,
                    onChange: (name) => {
                      if (name.trim() && name !== column.name)
                        void save({ id: column.id, name: name.trim(), dataType: column.dataType });
                    },
                  }}
                >
                  {column.name}
                </Typography.Text>
              ),
          },
          { key: 'type', title: 'Type', render: (_, column) => typeLabel(column.dataType) },
          { key: 'count', title: 'Products with a value', dataIndex: 'productCount', align: 'right' },
          {
            key: 'actions',
            title: '',
            render: (_, column) =>
              readOnly ? null : (
                <Popconfirm
                  title={`Remove "${column.name}" and its values from every product?`}
                  okText="Remove"
                  onConfirm={() => void remove(column.id)}
                >
                  <Button danger size="small" aria-label={`Remove ${column.name}`}>
                    Remove
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}

export { ProductAttributesPage as Component };
