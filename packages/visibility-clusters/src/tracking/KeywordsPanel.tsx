import type { CustomerRetailer } from '@shelfsight/contracts';
import { Alert, Button, Flex, Input, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  useCreateKeywordsMutation,
  useDeleteKeywordsMutation,
  useGetRetailerKeywordsQuery,
  useUpdateKeywordMutation,
} from '../api/visibilityTrackingApi';
import { byName, removeColumn, useRefusal } from './trackingParts';

/** Names typed one per line or separated by commas, trimmed, without empties. */
export const namesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');

interface KeywordsPanelProps {
  retailer: CustomerRetailer;
  mayChange: boolean;
}

/** The retailer's search keywords: add (several at once), rename, pause and remove, each shown before the server answers. */
export function KeywordsPanel({ retailer, mayChange }: KeywordsPanelProps) {
  const { data: keywords = [], isLoading } = useGetRetailerKeywordsQuery(retailer.id);
  const [createKeywords, creating] = useCreateKeywordsMutation();
  const [updateKeyword] = useUpdateKeywordMutation();
  const [deleteKeywords] = useDeleteKeywordsMutation();
  const [text, setText] = useState('');
  const { attempt, alert, clear } = useRefusal();
  const allowed = retailer.retailerSettings.allowSearchKeywords;

  const add = async () => {
    const names = namesOf(text);
    if (names.length === 0) return;
    if (await attempt(createKeywords({ retailer, names }))) setText('');
  };
  const change = (keyword: { id: number; name: string; isActive: boolean }) =>
    attempt(updateKeyword({ retailerId: retailer.id, keyword }));
  const remove = (id: number) => void attempt(deleteKeywords({ retailerId: retailer.id, ids: [id] }));

  return (
    <Flex vertical gap="middle">
      {!allowed && <Alert type="info" showIcon message="Search keywords cannot be tracked at this retailer." />}
      {mayChange && allowed && (
        <Flex gap="small" align="start">
          <Input.TextArea
            aria-label="New keywords"
            placeholder="Keywords, one per line or separated by commas"
            autoSize={{ minRows: 1, maxRows: 6 }}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              clear();
            }}
          />
          <Button type="primary" onClick={add} loading={creating.isLoading} disabled={namesOf(text).length === 0}>
            Add keywords
          </Button>
        </Flex>
      )}
      {alert}
      {(allowed || isLoading || keywords.length > 0) && (
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          dataSource={byName(keywords)}
          pagination={keywords.length > 10 ? { pageSize: 10 } : false}
          locale={{ emptyText: 'No keywords tracked at this retailer yet.' }}
          columns={[
            {
              title: 'Keyword',
              dataIndex: 'name',
              render: (name: string, keyword) => (
                <Typography.Text
                  editable={
                    mayChange && keyword.id > 0
                      ? {
                          text: name,
                          triggerType: ['icon'],
                          onChange: (next) => {
                            const trimmed = next.trim();
                            if (trimmed !== '' && trimmed !== name) void change({ ...keyword, name: trimmed });
                          },
                        }
                      : false
                  }
                >
                  {name}
                </Typography.Text>
              ),
            },
            {
              title: 'Link',
              dataIndex: 'link',
              render: (link: string | null) =>
                link ? (
                  <Typography.Link href={link} target="_blank" rel="noreferrer">
                    {link}
                  </Typography.Link>
                ) : (
                  '–'
                ),
            },
            {
              title: 'Tracked',
              dataIndex: 'isActive',
              width: 100,
              render: (isActive: boolean, keyword) => (
                <Switch
                  size="small"
                  aria-label={`Track ${keyword.name}`}
                  checked={isActive}
                  disabled={!mayChange || keyword.id < 0}
                  onChange={(checked) => void change({ id: keyword.id, name: keyword.name, isActive: checked })}
                />
              ),
            },
            // A keyword not stored yet cannot be removed.
            ...(mayChange ? [removeColumn(remove, (keyword: { id: number }) => keyword.id < 0)] : []),
          ]}
        />
      )}
    </Flex>
  );
}
