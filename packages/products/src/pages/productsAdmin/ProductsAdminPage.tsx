import { useIsReadOnly } from '@shelfsight/api-client';
import { clientRoutes, type MatchStatus, type ProductsV2Query, type ProductV2 } from '@shelfsight/contracts';
import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import { App, Button, Card, Flex, Input, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useGetAttributeColumnsQuery,
  useGetCatalogueTagCategoriesQuery,
  useGetCatalogueTagsQuery,
  useGetProductsPageQuery,
  useTagProductsMutation,
  useSetAttributeValuesMutation,
  useUpdateProductMutation,
} from '../../api/productsAdminApi';
import { type AttributeValueChange, ProductEditDialog } from '../../components/ProductEditDialog';
import { ProductsTable } from '../../components/ProductsTable';

const STATUS_OPTIONS: { value: MatchStatus; label: string }[] = [
  { value: 'MATCHED', label: 'Matched' },
  { value: 'PARTIAL', label: 'Partly matched' },
  { value: 'UNMATCHED', label: 'Unmatched' },
];

/** Links to the sub-screens, shared by every products admin page. */
export function ProductsAdminLinks() {
  return (
    <Space>
      <Link to={clientRoutes.productsAdmin}>Products</Link>
      <Link to={clientRoutes.productsAdminAssortment}>Assortment</Link>
      <Link to={clientRoutes.productsAdminAttributes}>Attributes</Link>
      <Link to={clientRoutes.productsAdminTags}>Tags</Link>
    </Space>
  );
}

/**
 * /admin/products/: the customer's products paged, sorted and searched on the server, filtered by tags and match
 * status; selected products get a tag in one go.
 */
export function ProductsAdminPage() {
  const { message } = App.useApp();
  const readOnly = useIsReadOnly();
  const openProductDetails = useProductDetailsOpener();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 50 });
  const [order, setOrder] = useState<Pick<ProductsV2Query, 'sort' | 'order'>>({ sort: 'name', order: 'asc' });
  const [tagFilter, setTagFilter] = useState<number[]>([]);
  const [statusFilter, setStatusFilter] = useState<MatchStatus[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [tagToAdd, setTagToAdd] = useState<number | null>(null);
  const filterSet = {
    ...(tagFilter.length ? { tagIds: tagFilter } : {}),
    ...(statusFilter.length ? { matchStatuses: statusFilter } : {}),
  };
  const products = useGetProductsPageQuery({
    ...paging,
    ...order,
    ...(search ? { search } : {}),
    filterSets: Object.keys(filterSet).length ? [filterSet] : [],
  });
  const tags = useGetCatalogueTagsQuery();
  const categories = useGetCatalogueTagCategoriesQuery();
  const attributes = useGetAttributeColumnsQuery();
  const [tagProducts, tagging] = useTagProductsMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const [setAttributeValues] = useSetAttributeValuesMutation();
  const [editing, setEditing] = useState<ProductV2 | null>(null);
  const tagOptions = useMemo(
    () =>
      (tags.data ?? []).map((tag) => {
        const category = categories.data?.find((entry) => entry.id === tag.category)?.label ?? '';
        return { value: tag.id, label: category ? `${category}: ${tag.value}` : tag.value, category };
      }),
    [tags.data, categories.data],
  );

  const addTag = async () => {
    const option = tagOptions.find((entry) => entry.value === tagToAdd);
    const tag = tags.data?.find((entry) => entry.id === tagToAdd);
    if (!option || !tag) return;
    const result = await tagProducts({
      action: 'add',
      productIds: selected,
      tagIds: [tag.id],
      tags: [{ id: tag.id, categoryId: tag.category, category: option.category, value: tag.value }],
    });
    if ('error' in result) void message.error('The tag could not be added; nothing changed.');
    else void message.success(`Tag "${tag.value}" added to ${selected.length} products.`);
  };

  const saveEdit = async (change: Parameters<typeof updateProduct>[0]['change'], values: AttributeValueChange[]) => {
    if (!editing) return;
    const result = await updateProduct({ productId: editing.id, change });
    const attributes = values.length ? await setAttributeValues({ productId: editing.id, values }) : null;
    if ('error' in result || (attributes && 'error' in attributes))
      void message.error(`"${editing.name}" could not be saved.`);
    else setEditing(null);
  };

  return (
    <Card>
      <ProductEditDialog
        product={editing}
        saving={updating.isLoading}
        onSave={saveEdit}
        onCancel={() => setEditing(null)}
      />
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Products
        </Typography.Title>
        <ProductsAdminLinks />
      </Flex>
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search products"
          placeholder="Name, brand, GTIN, MPN or other code"
          allowClear
          style={{ width: 320 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        <Select
          aria-label="Filter by tags"
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Tags"
          style={{ minWidth: 200 }}
          options={tagOptions}
          value={tagFilter}
          onChange={(value) => {
            setTagFilter(value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        <Select
          aria-label="Filter by match status"
          mode="multiple"
          placeholder="Match status"
          style={{ minWidth: 200 }}
          options={STATUS_OPTIONS}
          value={statusFilter}
          onChange={(value) => {
            setStatusFilter(value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
      </Flex>
      {readOnly ? null : (
        <Flex gap="small" align="center" style={{ marginBottom: 16 }}>
          <Typography.Text>{selected.length} selected</Typography.Text>
          <Select
            aria-label="Tag to add"
            placeholder="Tag to add"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 220 }}
            options={tagOptions}
            value={tagToAdd}
            onChange={setTagToAdd}
          />
          <Button disabled={selected.length === 0 || tagToAdd === null} loading={tagging.isLoading} onClick={addTag}>
            Add tag
          </Button>
        </Flex>
      )}
      <ProductsTable
        products={products.data?.products ?? []}
        total={products.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        sort={order.sort}
        order={order.order}
        loading={products.isFetching}
        attributeNames={attributes.data?.map((column) => column.name)}
        selectedIds={selected}
        onSelect={readOnly ? undefined : setSelected}
        onEdit={readOnly ? undefined : setEditing}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        onSort={(sort, direction) => setOrder({ sort, order: direction })}
        onProductDetails={openProductDetails ? (productDummyId) => openProductDetails({ productDummyId }) : undefined}
      />
    </Card>
  );
}

export { ProductsAdminPage as Component };
