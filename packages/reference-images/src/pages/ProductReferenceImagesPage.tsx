import { selectActiveCustomerId, selectAuthUser, useAppSelector, useIsReadOnly } from '@shelfsight/api-client';
import { ProductPicker, useProductChoices } from '@shelfsight/product-kit';
import { Alert, Card, Empty, Space, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useDeleteProductReferenceImageMutation,
  useGetProductReferenceImagesQuery,
  useGetReferenceImageRetailersQuery,
  useGetReferenceImageSetsQuery,
  useSaveProductReferenceImagesMutation,
} from '../api/referenceImagesApi';
import { ModuleNotEnabled } from '../components/ModuleNotEnabled';
import { ReferenceImagesEditor } from '../components/ReferenceImagesEditor';
import { gridAddress, PRODUCT_PARAM } from '../editorAddress';
import { isModuleNotEnabled, messageOf } from './moduleState';

function productIdOf(search: URLSearchParams): number | null {
  const text = search.get(PRODUCT_PARAM);
  return text && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * /product-reference-images/: pick a product, then edit its main reference images in the default set (spec 3
 * §2.3, §4.4). Read-only users see them without the changes.
 */
export function ProductReferenceImagesPage() {
  const skip = useAppSelector(selectActiveCustomerId) === null;
  const showScore = useAppSelector(selectAuthUser)?.isSystemAdmin === true;
  const readOnly = useIsReadOnly();
  const [search, setSearch] = useSearchParams();
  const productId = productIdOf(search);
  const products = useProductChoices({ skip });
  const sets = useGetReferenceImageSetsQuery(undefined, { skip });
  const retailers = useGetReferenceImageRetailersQuery(undefined, { skip });
  const images = useGetProductReferenceImagesQuery(productId ?? 0, { skip: skip || productId === null });
  const [save] = useSaveProductReferenceImagesMutation();
  const [remove] = useDeleteProductReferenceImageMutation();

  if (isModuleNotEnabled(sets.error)) return <ModuleNotEnabled />;
  const defaultSet = sets.data?.find((set) => set.isDefault);

  const pick = (id: number | undefined) => {
    const next = new URLSearchParams(search);
    if (id === undefined) next.delete(PRODUCT_PARAM);
    else next.set(PRODUCT_PARAM, String(id));
    setSearch(next);
  };

  const loadError = sets.error ?? retailers.error ?? images.error;
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Product reference images
      </Typography.Title>
      <Space direction="vertical" style={{ width: '100%' }} size="large">
        <ProductPicker<number>
          aria-label="Product"
          placeholder="Search a product by name or GTIN"
          style={{ width: '100%', maxWidth: 600 }}
          products={products.data ?? []}
          loading={products.isLoading}
          value={productId ?? undefined}
          allowClear
          onChange={(id) => pick(id ?? undefined)}
        />
        {productId !== null && <Link to={gridAddress(productId)}>All sets and image positions of this product</Link>}
        {loadError ? <Alert type="error" showIcon title={messageOf(loadError)} /> : null}
        {productId === null ? (
          <Empty description="Pick a product to see its reference images." />
        ) : images.currentData && defaultSet && retailers.data ? (
          <ReferenceImagesEditor
            // The editor keeps its own copy while it is open; another product starts it over.
            key={productId}
            product={images.currentData}
            setId={defaultSet.id}
            retailers={retailers.data.filter((retailer) => retailer.setId === null)}
            showScore={showScore}
            readOnly={readOnly}
            onSave={(payload) => save(payload).unwrap()}
            onDelete={(image) => remove(image).unwrap()}
          />
        ) : loadError ? null : (
          <Spin />
        )}
      </Space>
    </Card>
  );
}

export { ProductReferenceImagesPage as Component };
