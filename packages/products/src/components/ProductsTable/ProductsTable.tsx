import type { ProductsV2Query, ProductV2 } from '@shelfsight/contracts';
import { ProductCell } from '@shelfsight/product-kit';
import { Button, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { productSummaryOf } from '../../utils/productSummaryOf';
import { MatchStatusTag } from '../MatchStatusTag';

export interface ProductsTableProps {
  products: readonly ProductV2[];
  total: number;
  page: number;
  pageSize: number;
  sort: ProductsV2Query['sort'];
  order: ProductsV2Query['order'];
  loading?: boolean;
  /** Attribute column names shown after the fixed columns. */
  attributeNames?: readonly string[];
  selectedIds?: readonly number[];
  onSelect?: (ids: number[]) => void;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: ProductsV2Query['sort'], order: ProductsV2Query['order']) => void;
  onProductDetails?: (productId: string | number) => void;
  /** Offers 'Edit' on each row; absent for read-only users. */
  onEdit?: (product: ProductV2) => void;
  /** What an empty table says (e.g. that a search found nothing); antd's 'No data' otherwise. */
  emptyText?: string;
}

const SORTABLE = new Set<string>(['name', 'brandName', 'matchStatus']);
const PRODUCT_COLUMN_WIDTH = 300;
const PRODUCTS_TABLE_MIN_WIDTH = 1100;
/** Retailers named in a row's assortment before the rest are counted ("+ 9 more", all of them in the hint). */
const ASSORTMENT_NAMES_SHOWN = 2;

/** A product's assortment in a line or two: a product expected at twenty retailers would fill a row of its own. */
function AssortmentNames({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <Typography.Text type="secondary">None</Typography.Text>;
  if (names.length <= ASSORTMENT_NAMES_SHOWN)
    return <Typography.Text type="secondary">{names.join(', ')}</Typography.Text>;
  return (
    <Tooltip title={names.join(', ')}>
      <Typography.Text type="secondary">
        {names.slice(0, ASSORTMENT_NAMES_SHOWN).join(', ')} + {names.length - ASSORTMENT_NAMES_SHOWN} more
      </Typography.Text>
    </Tooltip>
  );
}
const codes = (values: readonly string[]) => (values.length ? values.join(', ') : '—');

/** The customer's products one server page at a time: codes, tags, attributes, assortment and match status. */
export function ProductsTable(props: ProductsTableProps) {
  const sortOrder = (key: string) => (props.sort === key ? (props.order === 'asc' ? 'ascend' : 'descend') : null);
  const columns: ColumnsType<ProductV2> = [
    {
      key: 'name',
      title: 'Product',
      // Wide enough for a name on two lines beside its picture and buttons, however many columns follow.
      width: PRODUCT_COLUMN_WIDTH,
      fixed: 'left',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, product) => (
        <ProductCell product={productSummaryOf(product)} onProductDetails={props.onProductDetails} />
      ),
    },
    {
      key: 'brandName',
      title: 'Brand',
      sorter: true,
      sortOrder: sortOrder('brandName'),
      render: (_, p) => p.brandName ?? '—',
    },
    { key: 'gtinCodes', title: 'GTIN', render: (_, p) => codes(p.gtinCodes) },
    { key: 'mpnCodes', title: 'MPN', render: (_, p) => codes(p.mpnCodes) },
    {
      key: 'tags',
      title: 'Tags',
      render: (_, p) => (
        <Flex wrap gap={4}>
          {p.tags.map((tag) => (
            <Tag key={tag.id} title={tag.category}>
              {tag.value}
            </Tag>
          ))}
        </Flex>
      ),
    },
    ...(props.attributeNames ?? []).map((name) => ({
      key: `attribute:${name}`,
      title: name,
      render: (_: unknown, p: ProductV2) => p.attributes[name] ?? '',
    })),
    {
      key: 'assortments',
      title: 'Assortment',
      render: (_, p) => <AssortmentNames names={p.assortments.map((a) => a.retailerName)} />,
    },
    {
      key: 'matchStatus',
      title: 'Match status',
      sorter: true,
      sortOrder: sortOrder('matchStatus'),
      render: (_, p) => <MatchStatusTag status={p.matchStatus} />,
    },
    ...(props.onEdit
      ? [
          {
            key: 'actions',
            title: '',
            fixed: 'right' as const,
            render: (_: unknown, p: ProductV2) => (
              <Button size="small" aria-label={`Edit ${p.name}`} onClick={() => props.onEdit?.(p)}>
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<ProductV2>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={props.products as ProductV2[]}
      loading={props.loading}
      // Below about 1,100 px (a narrow screen, or many attribute columns) the table scrolls within its card, the
      // product and its Edit button in view; above it, the columns share the width and long texts wrap.
      tableLayout="auto"
      locale={props.emptyText === undefined ? undefined : { emptyText: props.emptyText }}
      scroll={{ x: PRODUCTS_TABLE_MIN_WIDTH }}
      rowSelection={
        props.onSelect
          ? { selectedRowKeys: props.selectedIds as number[], onChange: (keys) => props.onSelect?.(keys.map(Number)) }
          : undefined
      }
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        // Spec 3 §9: the footer is hidden at 10 rows or fewer.
        hideOnSinglePage: props.total <= 10,
        showTotal: (total) => `${total.toLocaleString('en')} products`,
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          const one = sorter as SorterResult<ProductV2>;
          const key = String(one.columnKey ?? 'name');
          props.onSort(
            SORTABLE.has(key) && one.order ? (key as ProductsV2Query['sort']) : 'name',
            one.order === 'descend' ? 'desc' : 'asc',
          );
        } else props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.pageSize);
      }}
    />
  );
}
