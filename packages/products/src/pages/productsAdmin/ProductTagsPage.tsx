import { useIsReadOnly } from '@shelfsight/api-client';
import { singleLineTextRule } from '@shelfsight/contracts';
import { App, Button, Card, Flex, Form, Input, List, Popconfirm, Tag, Typography } from 'antd';
import {
  useDeleteTagCategoryMutation,
  useDeleteTagMutation,
  useGetCatalogueTagCategoriesQuery,
  useGetCatalogueTagsQuery,
  useSaveTagCategoryMutation,
  useSaveTagMutation,
} from '../../api/productsAdminApi';
import { ProductsAdminLinks } from './ProductsAdminPage';

const required = (label: string) => [
  { required: true, whitespace: true, message: `${label} is required` },
  singleLineTextRule,
];

/**
 * /admin/products/tags/: tag categories and their tags, added, renamed and removed; removing a tag takes it off every
 * product.
 */
export function ProductTagsPage() {
  const { message } = App.useApp();
  const readOnly = useIsReadOnly();
  const categories = useGetCatalogueTagCategoriesQuery();
  const tags = useGetCatalogueTagsQuery();
  const [saveCategory] = useSaveTagCategoryMutation();
  const [removeCategory] = useDeleteTagCategoryMutation();
  const [saveTag] = useSaveTagMutation();
  const [removeTag] = useDeleteTagMutation();
  const [categoryForm] = Form.useForm<{ label: string }>();

  const addCategory = async ({ label }: { label: string }) => {
    const name = label.trim().toLowerCase().replace(/\s+/g, '-');
    const result = await saveCategory({ name, label: label.trim() });
    if ('error' in result) void message.error(`"${label}" could not be added.`);
    else categoryForm.resetFields();
  };
  const renameCategory = async (category: { id: number; name: string; label: string }, label: string) => {
    if (!label.trim() || label.trim() === category.label) return;
    // The name is the category's key in filters and exports; only the shown label changes.
    const result = await saveCategory({ id: category.id, name: category.name, label: label.trim() });
    if ('error' in result) void message.error(`"${category.label}" could not be renamed.`);
  };
  const renameTag = async (tag: { id: number; category: number; value: string }, value: string) => {
    if (!value.trim() || value.trim() === tag.value) return;
    const result = await saveTag({ id: tag.id, categoryId: tag.category, value: value.trim() });
    if ('error' in result) void message.error(`"${tag.value}" could not be renamed.`);
  };
  const addTag = async (categoryId: number, value: string) => {
    const result = await saveTag({ categoryId, value: value.trim() });
    if ('error' in result) void message.error(`"${value}" could not be added.`);
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Tags
        </Typography.Title>
        <ProductsAdminLinks />
      </Flex>
      {readOnly ? null : (
        <Form form={categoryForm} layout="inline" onFinish={addCategory} style={{ marginBottom: 16 }}>
          <Form.Item name="label" label="New tag category" rules={required('Label')}>
            <Input />
          </Form.Item>
          <Button htmlType="submit">Add category</Button>
        </Form>
      )}
      <List
        loading={categories.isLoading || tags.isLoading}
        dataSource={categories.data ?? []}
        renderItem={(category) => (
          <List.Item
            actions={
              readOnly
                ? []
                : [
                    <Popconfirm
                      key="delete"
                      title={`Remove "${category.label}" and all its tags from every product?`}
                      okText="Remove"
                      onConfirm={() => void removeCategory(category.id)}
                    >
                      <Button danger size="small" aria-label={`Remove category ${category.label}`}>
                        Remove
                      </Button>
                    </Popconfirm>,
                  ]
            }
          >
            <Flex vertical gap={8}>
              <Typography.Text
                strong
                editable={
                  readOnly
                    ? false
                    : { tooltip: `Rename ${category.label}`, onChange: (label) => void renameCategory(category, label) }
                }
              >
                {category.label}
              </Typography.Text>
              <Flex wrap gap={4}>
                {(tags.data ?? [])
                  .filter((tag) => tag.category === category.id)
                  .map((tag) => (
                    <Tag key={tag.id} closable={!readOnly} onClose={() => void removeTag(tag.id)}>
                      <Typography.Text
                        editable={
                          readOnly
                            ? false
                            : { tooltip: `Rename ${tag.value}`, onChange: (value) => void renameTag(tag, value) }
                        }
                      >
                        {tag.value}
                      </Typography.Text>
                    </Tag>
                  ))}
              </Flex>
              {readOnly ? null : (
                <Input.Search
                  aria-label={`New tag in ${category.label}`}
                  placeholder="New tag"
                  enterButton="Add tag"
                  style={{ maxWidth: 320 }}
                  onSearch={(value, _event, info) => {
                    if (info?.source !== 'clear' && value.trim()) void addTag(category.id, value);
                  }}
                />
              )}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

export { ProductTagsPage as Component };
