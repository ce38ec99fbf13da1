import type { FilterItem, VisibilityCluster } from '@shelfsight/contracts';
import { DeleteButton } from '@shelfsight/ui-kit';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { categoryPageCountOf, keywordCountOf, otherPageCountOf } from '../../utils/clusterDraft';

export interface ClusterListProps {
  clusters: readonly VisibilityCluster[];
  /** The customer's search keywords, to count what conditional clusters hold; undefined while loading. */
  keywords: readonly FilterItem[] | undefined;
  /**
   * The customer's tracked pages (the filter bar's category list, other pages included), to count what conditional
   * clusters hold; undefined while loading.
   */
  categoryPages: readonly FilterItem[] | undefined;
  /** Which of those pages are other pages; undefined while loading. */
  otherPages?: readonly FilterItem[] | undefined;
  loading?: boolean;
  /** Read-only users see no Edit and Delete buttons. */
  mayChange: boolean;
  onEdit: (cluster: VisibilityCluster) => void;
  onDelete: (cluster: VisibilityCluster) => void;
}

export const typeLabels = { MANUAL: 'Manual selection', CONDITIONAL: 'Conditional selection' } as const;

/**
 * The customer's visibility clusters: name, type, whether active or a draft, and how many keywords, category pages
 * and other pages each holds.
 */
export function ClusterList({
  clusters,
  keywords,
  categoryPages,
  otherPages,
  loading,
  mayChange,
  onEdit,
  onDelete,
}: ClusterListProps) {
  const otherIds = otherPages && new Set(otherPages.map((page) => page.id));
  // A conditional cluster meets pages of both kinds: each column counts its own kind once both are known.
  const categoryOnly = otherIds && categoryPages?.filter((page) => !otherIds.has(page.id));
  const columns: TableColumnsType<VisibilityCluster> = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    { title: 'Type', key: 'type', render: (_, cluster) => typeLabels[cluster.type] },
    {
      title: 'Active',
      key: 'active',
      render: (_, cluster) => (cluster.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    { title: 'Draft', key: 'draft', render: (_, cluster) => (cluster.isDraft ? <Tag color="gold">Draft</Tag> : null) },
    {
      title: 'Keywords',
      key: 'keywords',
      align: 'right',
      render: (_, cluster) => keywordCountOf(cluster, keywords) ?? '…',
    },
    {
      title: 'Category pages',
      key: 'categoryPages',
      align: 'right',
      render: (_, cluster) => categoryPageCountOf(cluster, categoryOnly) ?? '…',
    },
    {
      title: 'Other pages',
      key: 'otherPages',
      align: 'right',
      render: (_, cluster) => otherPageCountOf(cluster, otherIds && categoryPages ? otherPages : undefined) ?? '…',
    },
  ];
  if (mayChange) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, cluster) => (
        <Space>
          <Button size="small" aria-label={`Edit ${cluster.name}`} onClick={() => onEdit(cluster)}>
            Edit
          </Button>
          <DeleteButton
            kind="visibility cluster"
            name={cluster.name}
            consequence="Saved filters holding it drop it; its keywords stay."
            onConfirm={() => onDelete(cluster)}
          />
        </Space>
      ),
    });
  }
  return (
    <Table<VisibilityCluster>
      rowKey="id"
      columns={columns}
      dataSource={[...clusters]}
      loading={loading}
      pagination={false}
      locale={{ emptyText: 'No visibility clusters yet.' }}
    />
  );
}
