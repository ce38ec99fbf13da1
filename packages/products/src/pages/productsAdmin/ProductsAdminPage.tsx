import { useGetFilterItemsQuery, useIsReadOnly } from '@shelfsight/api-client';
import { clientRoutes, type ProductsV2Query, type ProductV2 } from '@shelfsight/contracts';
import { useRetailerChoices } from '@shelfsight/product-kit';
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
import {
  emptyProductFilter,
  filterSetsOf,
  ProductFilterBar,
  type ProductFilterValue,
} from '../../components/ProductFilterBar';
import { ProductsTable } from '../../components/ProductsTable';

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

export const PRODUCTS_ADMIN_TEXTS = {
  noMatch: 'No product matches this search and these filters.',
  noProducts: 'No products yet: upload a product list to add them.',
} as const;

/**
 * /admin/products/: the customer's products paged, sorted and searched on the server, filtered by brands, tags,
 * assortment retailers, match status and attribute values; selected products get or lose a tag in one go.
 */
export function ProductsAdminPage() {
  const { message } = App.useApp();
  const readOnly = useIsReadOnly();
  const openProductDetails = useProductDetailsOpener();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 50 });
  const [order, setOrder] = useState<Pick<ProductsV2Query, 'sort' | 'order'>>({ sort: 'name', order: 'asc' });
  const [filter, setFilter] = useState<ProductFilterValue>(emptyProductFilter);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkTagId, setBulkTagId] = useState<number | null>(null);
  const products = useGetProductsPageQuery({
    ...paging,
    ...order,
    ...(search ? { search } : {}),
    filterSets: filterSetsOf(filter),
  });
  const brands = useGetFilterItemsQuery('brands');
  const retailers = useRetailerChoices();
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

  // Both show at once on the cached pages; the API slice undoes the change when the server refuses.
  const changeTag = async (action: 'add' | 'remove') => {
    const option = tagOptions.find((entry) => entry.value === bulkTagId);
    const tag = tags.data?.find((entry) => entry.id === bulkTagId);
    if (!option || !tag) return;
    const result = await tagProducts({
      action,
      productIds: selected,
      tagIds: [tag.id],
      tags: [{ id: tag.id, categoryId: tag.category, category: option.category, value: tag.value }],
    });
    const verb = action === 'add' ? 'added' : 'removed';
    if ('error' in result) void message.error(`The tag could not be ${verb}; nothing changed.`);
    else
      void message.success(
        `Tag "${tag.value}" ${verb} ${action === 'add' ? 'to' : 'from'} ${selected.length} products.`,
      );
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
      <Flex wrap gap="small" style={{ marginBottom: 8 }}>
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
      </Flex>
      <ProductFilterBar
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        tags={tagOptions}
        brands={brands.data ?? []}
        retailers={retailers.data ?? []}
        attributes={attributes.data ?? []}
      />
      {readOnly ? null : (
        <Flex gap="small" align="center" style={{ margin: '16px 0' }}>
          <Typography.Text>{selected.length} selected</Typography.Text>
          <Select
            aria-label="Tag for the selected products"
            placeholder="Tag"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 220 }}
            options={tagOptions}
            value={bulkTagId}
            onChange={setBulkTagId}
          />
          <Button
            disabled={selected.length === 0 || bulkTagId === null || tagging.isLoading}
            onClick={() => void changeTag('add')}
          >
            Add tag
          </Button>
          <Button
            disabled={selected.length === 0 || bulkTagId === null || tagging.isLoading}
            onClick={() => void changeTag('remove')}
          >
            Remove tag
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
        emptyText={
          search !== '' || filterSetsOf(filter).length > 0
            ? PRODUCTS_ADMIN_TEXTS.noMatch
            : PRODUCTS_ADMIN_TEXTS.noProducts
        }
      />
    </Card>
  );
}

export { ProductsAdminPage as Component };
