import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import { Alert, Card, Input, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useFindProductPagesQuery } from '../../api/productsAdminApi';
import { ProductFinderResults } from '../../components/ProductFinderResults';

const MIN_SEARCH = 2;

/**
 * /product-finder/: finds product pages at every tracked retailer by shop product id, page address, product name,
 * brand, GTIN or MPN (GET product-finder?search=). The search is kept in the address (?search=) so it can be shared.
 */
export function ProductFinderPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const openProductDetails = useProductDetailsOpener();
  const hits = useFindProductPagesQuery(search, { skip: search.length < MIN_SEARCH });
  return (
    <Card>
      <Typography.Title level={2}>Product finder</Typography.Title>
      <Input.Search
        aria-label="Find products"
        placeholder="Shop product id, product page URL, name, GTIN or MPN"
        defaultValue={search}
        allowClear
        enterButton="Find"
        style={{ maxWidth: 560, marginBottom: 16 }}
        onSearch={(value) => setParams(value.trim() ? { search: value.trim() } : {})}
      />
      {search.length > 0 && search.length < MIN_SEARCH ? (
        <Alert type="info" title={`Type at least ${MIN_SEARCH} characters.`} />
      ) : null}
      {hits.isError ? <Alert type="error" title="An error occurred, please contact support." /> : null}
      {search.length >= MIN_SEARCH && hits.isSuccess && hits.data.length === 0 ? (
        <Typography.Paragraph>No product page matches "{search}".</Typography.Paragraph>
      ) : null}
      {search.length >= MIN_SEARCH && (hits.data?.length || hits.isFetching) ? (
        <ProductFinderResults
          hits={hits.data ?? []}
          loading={hits.isFetching}
          onProductDetails={openProductDetails ? (productDummyId) => openProductDetails({ productDummyId }) : undefined}
        />
      ) : null}
    </Card>
  );
}

export { ProductFinderPage as Component };
