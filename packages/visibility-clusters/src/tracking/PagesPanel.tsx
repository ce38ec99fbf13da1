import type { CustomerRetailer } from '@shelfsight/contracts';
import { Alert, Button, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  type PageKind,
  useCreatePageMutation,
  useDeletePagesMutation,
  useGetRetailerPagesQuery,
} from '../api/visibilityTrackingApi';
import { byName, removeColumn, useRefusal } from './trackingParts';

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
  const { attempt, alert, clear } = useRefusal();
  const settings = retailer.retailerSettings;
  const allowed = kind === 'categories' ? settings.allowSearchCategories : settings.allowConfigOtherRankings;

  const add = async () => {
    const contentType = kind === 'categories' ? 'CATEGORY' : 'OTHER';
    if (await attempt(createPage({ retailerId: retailer.id, page: { label, url, contentType } }))) {
      setLabel('');
      setUrl('');
    }
  };
  const remove = (id: number) => void attempt(deletePages({ retailerId: retailer.id, ids: [id], kind }));

  return (
    <Flex vertical gap="middle">
      {!allowed && <Alert type="info" showIcon message={words[kind].notAllowed} />}
      {mayChange && allowed && (
        <Flex gap="small" wrap>
          <Input
            aria-label="Label"
            placeholder="Label"
            value={label}
            onChange={(event) => {
              setLabel(event.target.value);
              clear();
            }}
            style={{ width: 240 }}
          />
          <Input
            aria-label="Page URL"
            placeholder={`${settings.siteRootUrl}/…`}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              clear();
            }}
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
      {alert}
      {/* Where pages cannot be tracked, an empty table would only repeat the notice above. */}
      {(allowed || isLoading || pages.length > 0) && (
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          dataSource={byName(pages)}
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
            ...(mayChange ? [removeColumn(remove)] : []),
          ]}
        />
      )}
    </Flex>
  );
}
