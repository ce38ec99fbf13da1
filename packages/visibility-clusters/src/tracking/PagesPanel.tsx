import type { CustomerRetailer } from '@shelfsight/contracts';
import { Alert, Button, Flex, Input, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  type PageKind,
  useCreatePageMutation,
  useDeletePagesMutation,
  useGetRetailerPagesQuery,
} from '../api/visibilityTrackingApi';
import { refusalOf } from './KeywordsPanel';

interface PagesPanelProps {
  retailer: CustomerRetailer;
  kind: PageKind;
  mayChange: boolean;
}

const words = {
  categories: { one: 'category page', notAllowed: 'Category pages cannot be tracked at this retailer.' },
  'other-pages': { one: 'other page', notAllowed: 'Other pages cannot be tracked at this retailer.' },
} as const;

/** The retailer's category pages or other pages, by label and URL on its site. */
export function PagesPanel({ retailer, kind, mayChange }: PagesPanelProps) {
  const { data: pages = [], isLoading } = useGetRetailerPagesQuery({ retailerId: retailer.id, kind });
  const [createPage, creating] = useCreatePageMutation();
  const [deletePages] = useDeletePagesMutation();
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const settings = retailer.retailerSettings;
  const allowed = kind === 'categories' ? settings.allowSearchCategories : settings.allowConfigOtherRankings;

  const add = async () => {
    setError(null);
    const contentType = kind === 'categories' ? 'CATEGORY' : 'OTHER';
    const result = await createPage({ retailerId: retailer.id, page: { label, url, contentType } });
    if ('error' in result) setError(refusalOf(result.error));
    else {
      setLabel('');
      setUrl('');
    }
  };
  const remove = async (id: number) => {
    setError(null);
    const result = await deletePages({ retailerId: retailer.id, ids: [id], kind });
    if ('error' in result) setError(refusalOf(result.error));
  };

  return (
    <Flex vertical gap="middle">
      {!allowed && <Alert type="info" showIcon message={words[kind].notAllowed} />}
      {mayChange && allowed && (
        <Flex gap="small" wrap>
          <Input
            aria-label="Label"
            placeholder="Label"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            style={{ width: 240 }}
          />
          <Input
            aria-label="Page URL"
            placeholder={`${settings.siteRootUrl}/…`}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            style={{ width: 420 }}
          />
          <Button
            type="primary"
            onClick={add}
            loading={creating.isLoading}
            disabled={label.trim() === '' || url.trim() === ''}
          >
            Add {words[kind].one}
          </Button>
        </Flex>
      )}
      {error && <Alert type="error" showIcon message={error} closable onClose={() => setError(null)} />}
      <Table
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={pages}
        pagination={pages.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: `No ${words[kind].one}s tracked at this retailer yet.` }}
        columns={[
          { title: 'Label', dataIndex: 'name' },
          {
            title: 'URL',
            dataIndex: 'url',
            render: (href: string) => (
              <Typography.Link href={href} target="_blank" rel="noreferrer">
                {href}
              </Typography.Link>
            ),
          },
          ...(mayChange
            ? [
                {
                  key: 'actions',
                  width: 100,
                  render: (_: unknown, page: { id: number; name: string }) => (
                    <Popconfirm title={`Stop tracking ${page.name}?`} okText="Remove" onConfirm={() => remove(page.id)}>
                      <Button size="small" danger aria-label={`Remove ${page.name}`}>
                        Remove
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
