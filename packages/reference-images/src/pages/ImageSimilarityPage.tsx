import { formErrorsOf, selectActiveCustomerId, useAppSelector, useIsReadOnly } from '@shelfsight/api-client';
import type { ReferenceImageSet } from '@shelfsight/contracts';
import { ProductPicker, useProductChoices } from '@shelfsight/product-kit';
import { ConfirmDialog } from '@shelfsight/ui-kit';
import { Alert, Button, Card, Flex, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useCreateReferenceImageSetMutation,
  useDeleteReferenceImageSetMutation,
  useGetReferenceImageRetailersQuery,
  useGetReferenceImageSetsQuery,
  useUpdateReferenceImageSetMutation,
} from '../api/referenceImagesApi';
import { ModuleNotEnabled } from '../components/ModuleNotEnabled';
import { ModuleTag } from '../components/ModuleTag';
import { SetDialog, type SetDialogValues } from '../components/SetDialog';
import { UploadReferenceImagesDialog } from '../components/UploadReferenceImagesDialog';
import { GRID_PARAM } from '../editorAddress';
import { isModuleNotEnabled, messageOf } from './moduleState';

/** Spec 3 §5, word for word. */
export const REMOVE_SET_QUESTION = 'Proceeding will remove ALL images for this set across ALL products!';

type Editing = ReferenceImageSet | 'new' | null;

/**
 * /image-similarity/: the customer's reference image sets, the default set first. Sets group the retailers whose
 * images are compared with one reference image; every member reads them, all but read-only users change them.
 */
export function ImageSimilarityPage() {
  const skip = useAppSelector(selectActiveCustomerId) === null;
  const readOnly = useIsReadOnly();
  const sets = useGetReferenceImageSetsQuery(undefined, { skip });
  const retailers = useGetReferenceImageRetailersQuery(undefined, { skip: skip || readOnly });
  const [create, creating] = useCreateReferenceImageSetMutation();
  const [update, updating] = useUpdateReferenceImageSetMutation();
  const [remove, removal] = useDeleteReferenceImageSetMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [toRemove, setRemoving] = useState<ReferenceImageSet | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [search, setSearch] = useSearchParams();
  const gridProduct = search.get(GRID_PARAM);
  const products = useProductChoices({ skip });

  // The open grid lives in the address, so it survives a reload and can be linked to.
  const showGrid = (productId: number | null) => {
    const next = new URLSearchParams(search);
    if (productId === null) next.delete(GRID_PARAM);
    else next.set(GRID_PARAM, String(productId));
    setSearch(next);
  };

  if (isModuleNotEnabled(sets.error)) return <ModuleNotEnabled />;

  const open = (next: Editing) => {
    setSaveError(null);
    setEditing(next);
  };

  const save = async (values: SetDialogValues) => {
    setSaveError(null);
    try {
      if (editing === 'new') await create(values).unwrap();
      else if (editing)
        await update({
          setId: editing.id,
          input: editing.isDefault ? { name: values.name } : values,
        }).unwrap();
      setEditing(null);
    } catch (error) {
      const errors = formErrorsOf(error);
      setSaveError(errors.general ?? Object.values(errors.fields)[0] ?? messageOf(error));
    }
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    setDeleteError(null);
    try {
      await remove(toRemove.id).unwrap();
    } catch (error) {
      setDeleteError(messageOf(error));
    }
    setRemoving(null);
  };

  return (
    <Card>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Image similarity
        </Typography.Title>
        {!readOnly && (
          <Button type="primary" onClick={() => open('new')} disabled={!sets.data}>
            Add set
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">
        Each set groups retailers; their images are compared with the reference images of the set. The default set holds
        every retailer no other set has. Similarity is computed within 24 hours after an upload and shown on the
        dashboard.
      </Typography.Paragraph>
      <ProductPicker<number>
        aria-label="Product grid"
        placeholder="Open a product's reference image grid: search by name or GTIN"
        style={{ width: '100%', maxWidth: 600, marginBottom: 16 }}
        products={products.data ?? []}
        loading={products.isLoading}
        value={undefined}
        onChange={(id) => id !== undefined && id !== null && showGrid(id)}
      />
      {sets.isError && <Alert type="error" showIcon title={messageOf(sets.error)} />}
      {deleteError && <Alert type="error" showIcon closable title={deleteError} onClose={() => setDeleteError(null)} />}
      <Table<ReferenceImageSet>
        rowKey="id"
        loading={sets.isLoading}
        dataSource={sets.data ?? []}
        pagination={false}
        onRow={(set) => ({
          onClick: readOnly ? undefined : () => open(set),
          style: readOnly ? undefined : { cursor: 'pointer' },
        })}
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, set) => (
              <Space>
                {name}
                {set.isDefault && <Tag>Default</Tag>}
              </Space>
            ),
          },
          {
            title: 'Retailers',
            render: (_value, set) => (
              <Flex wrap gap={4}>
                {set.retailers.map((retailer) => (
                  <span key={retailer.id}>
                    {retailer.name} <ModuleTag module={retailer.module} />
                  </span>
                ))}
              </Flex>
            ),
          },
          ...(readOnly
            ? []
            : [
                {
                  title: '',
                  width: 120,
                  render: (_value: unknown, set: ReferenceImageSet) =>
                    set.isDefault ? null : (
                      <Button
                        size="small"
                        danger
                        aria-label={`Delete ${set.name}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          setRemoving(set);
                        }}
                      >
                        Delete
                      </Button>
                    ),
                },
              ]),
        ]}
      />
      {editing !== null && (
        <SetDialog
          key={editing === 'new' ? 'new' : editing.id}
          set={editing === 'new' ? null : editing}
          retailers={retailers.data ?? []}
          saving={creating.isLoading || updating.isLoading}
          error={saveError}
          onSave={(values) => void save(values)}
          onCancel={() => setEditing(null)}
        />
      )}
      {gridProduct !== null && (
        <UploadReferenceImagesDialog product={gridProduct} readOnly={readOnly} onClose={() => showGrid(null)} />
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={`Remove the set "${toRemove?.name ?? ''}"?`}
        content={REMOVE_SET_QUESTION}
        confirmText="Remove"
        danger
        confirmLoading={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}

export { ImageSimilarityPage as Component };
