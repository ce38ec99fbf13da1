import type { ImageSimilarityOverviewOutput, ImageSimilarityResult } from '@shelfsight/contracts';
import { ProductCell } from '@shelfsight/product-kit';
import { EMPTY_VALUE, SimilarityBadge } from '@shelfsight/ui-kit';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PrintedTable } from '../PrintedTable';
import { pinnedCellProps, WideTableBox } from '../WideTableBox';

type Product = ImageSimilarityOverviewOutput['products'][number];

export interface ImageSimilarityOverviewWidgetProps {
  output: ImageSimilarityOverviewOutput;
  /** System admins also see the similarity score (spec 1 §6, spec 2 §4). */
  isSystemAdmin?: boolean;
  loading?: boolean;
  onProductDetails?: (productDummyId: string | number) => void;
  /** Laid out for print: a plain table in a box that overflows sideways (see MatrixTableWidget). */
  printed?: boolean;
}

const productKey = (product: Product, index: number) => String(product.productDummyId ?? `${product.name}-${index}`);

/**
 * IMAGE_SIMILARITY_OVERVIEW widget: per product, the latest image check at each retailer as a similarity badge
 * (check in progress, equal, highly similar, upgrade to check, anything else an error) with its check dates.
 */
export function ImageSimilarityOverviewWidget({
  output,
  isSystemAdmin = false,
  loading,
  onProductDetails,
  printed = false,
}: ImageSimilarityOverviewWidgetProps) {
  const resultsByProduct = new Map(
    output.products.map((product) => [product, new Map(product.results.map((result) => [result.retailerId, result]))]),
  );
  const resultAt = (product: Product, retailerId: number): ImageSimilarityResult | undefined =>
    resultsByProduct.get(product)?.get(retailerId);
  const rowKeys = new Map(output.products.map((product, index) => [product, productKey(product, index)]));
  const rowKeyOf = (product: Product) => rowKeys.get(product) ?? product.name;

  const columns: ColumnsType<Product> = [
    {
      key: 'product',
      title: 'Product',
      onHeaderCell: () => pinnedCellProps(printed, 'header'),
      onCell: () => pinnedCellProps(printed, 'body'),
      render: (_, product) => (
        <ProductCell product={{ ...product, gtin: product.ean }} onProductDetails={onProductDetails} />
      ),
    },
    ...output.retailers.map((retailer) => ({
      key: `retailer-${retailer.id}`,
      title: retailer.name,
      align: 'center' as const,
      render: (_: unknown, product: Product) => {
        const result = resultAt(product, retailer.id);
        if (!result) return EMPTY_VALUE;
        return (
          <SimilarityBadge
            status={result.status}
            score={result.score}
            showScore={isSystemAdmin}
            checkedOn={result.checkedOn}
            nextCheckOn={result.nextCheckOn}
            printed={printed}
          />
        );
      },
    })),
  ];

  return (
    <Flex vertical gap={4}>
      <WideTableBox printed={printed}>
        {printed ? (
          // A plain table: a print holds thousands of cells (see PrintedTable).
          <PrintedTable<Product> columns={columns} rows={output.products} rowKey={rowKeyOf} />
        ) : (
          <Table<Product>
            size="small"
            rowKey={rowKeyOf}
            loading={loading}
            columns={columns}
            dataSource={output.products}
            pagination={false}
          />
        )}
      </WideTableBox>
      {output.totalProducts > output.products.length ? (
        <Typography.Text type="secondary">
          Showing {output.products.length} of {output.totalProducts} products
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
