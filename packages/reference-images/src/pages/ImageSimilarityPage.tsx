import { selectActiveCustomerId, useAppSelector, useIsReadOnly } from '@shelfsight/api-client';
import type { ReferenceImageSet } from '@shelfsight/contracts';
import { ProductPicker, useProductChoices } from '@shelfsight/product-kit';
import { Alert, Button, Card, Flex, Space, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useGetReferenceImageSetsQuery } from '../api/referenceImagesApi';
import { ModuleNotEnabled } from '../components/ModuleNotEnabled';
import { ModuleTag } from '../components/ModuleTag';
import { UploadReferenceImagesDialog } from '../components/UploadReferenceImagesDialog';
import { useSetEditing } from '../components/useSetEditing';
import { GRID_PARAM } from '../editorAddress';
import { isModuleNotEnabled, messageOf } from './moduleState';

export { REMOVE_SET_QUESTION } from '../components/useSetEditing';

/**
 * /image-similarity/: the customer's reference image sets, the default set first. Sets group the retailers whose
 * images are compared with one reference image; every member reads them, all but read-only users change them.
 */
export function ImageSimilarityPage() {
  const skip = useAppSelector(selectActiveCustomerId) === null;
  const readOnly = useIsReadOnly();
  const sets = useGetReferenceImageSetsQuery(undefined, { skip });
  const setEditing = useSetEditing({ skip });
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

  return (
    <Card>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Image similarity
        </Typography.Title>
        {!readOnly && (
          <Button type="primary" onClick={() => setEditing.edit('new')} disabled={!sets.data}>
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
      {setEditing.deleteError && (
        <Alert type="error" showIcon closable title={setEditing.deleteError} onClose={setEditing.clearDeleteError} />
      )}
      <Table<ReferenceImageSet>
        rowKey="id"
        loading={sets.isLoading}
        dataSource={sets.data ?? []}
        pagination={false}
        onRow={(set) => ({
          onClick: readOnly ? undefined : () => setEditing.edit(set),
          style: readOnly ? undefined : { cursor: 'pointer' },
        })}
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            // Wide enough for a name and its Default tag on one line; the retailers take the rest.
            width: 240,
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
                          setEditing.askRemove(set);
                        }}
                      >
                        Delete
                      </Button>
                    ),
                },
              ]),
        ]}
      />
      {gridProduct !== null && (
        <UploadReferenceImagesDialog product={gridProduct} readOnly={readOnly} onClose={() => showGrid(null)} />
      )}
      {setEditing.dialogs}
    </Card>
  );
}

export { ImageSimilarityPage as Component };
