import {
  useDeleteSavedFilterMutation,
  useGetProductSavedFiltersQuery,
  useGetSavedFiltersQuery,
  useIsReadOnly,
} from '@shelfsight/api-client';
import { App, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SavedFilterTable } from '../components/SavedFilterTable';
import { screensOf, useFilterKind } from './useFilterKind';

/**
 * /saved-filters/ and /product-filters/: the filters the user owns or that are shared with them, searchable
 * by name or owner; the owner edits and deletes (spec 2 §2, §6).
 */
export function SavedFiltersPage() {
  const kind = useFilterKind();
  const screens = screensOf(kind);
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const { message } = App.useApp();
  const saved = useGetSavedFiltersQuery(undefined, { skip: kind !== 'saved' });
  const product = useGetProductSavedFiltersQuery(undefined, { skip: kind !== 'product' });
  const list = kind === 'product' ? product : saved;
  const [deleteFilter] = useDeleteSavedFilterMutation();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const filters = (list.data ?? []).filter(
    (filter) => filter.name.toLowerCase().includes(needle) || (filter.ownerName ?? '').toLowerCase().includes(needle),
  );

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {screens.title}
        </Typography.Title>
        <Flex gap="small">
          <Input.Search
            allowClear
            aria-label="Search filters"
            placeholder="Search by name or owner"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 260 }}
          />
          {!readOnly && (
            <Button type="primary" onClick={() => void navigate(screens.create)}>
              Create filter
            </Button>
          )}
        </Flex>
      </Flex>
      <SavedFilterTable
        filters={filters}
        loading={list.isLoading}
        readOnly={readOnly}
        onEdit={(filter) => void navigate(`${screens.edit}?id=${filter.id}`)}
        onDelete={async (filter) => {
          const result = await deleteFilter(filter.id);
          if ('error' in result) void message.error(`"${filter.name}" could not be deleted.`);
          else void message.success(`"${filter.name}" was deleted.`);
        }}
      />
    </Card>
  );
}

export { SavedFiltersPage as Component };
