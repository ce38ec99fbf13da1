import type { ImageSimilarityOverviewOutput, ImageSimilarityResult } from '@shelfsight/contracts';
import { ProductCell } from '@shelfsight/product-kit';
import { EMPTY_VALUE, SimilarityBadge } from '@shelfsight/ui-kit';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { columnBlocks, printedBlockHeading, PrintedTable } from '../PrintedTable';
import { pinnedCellProps, WideTableBox } from '../WideTableBox';

type Product = ImageSimilarityOverviewOutput['products'][number];
type Retailer = ImageSimilarityOverviewOutput['retailers'][number];

/** Retailers of a printed block: beside the products, as many badges as fit across a portrait page. */
export const IMAGE_SIMILARITY_PRINT_BLOCK_COLUMNS = 5;

export interface ImageSimilarityOverviewWidgetProps {
  output: ImageSimilarityOverviewOutput;
  /** System admins also see the similarity score (spec 1 §6, spec 2 §4). */
  isSystemAdmin?: boolean;
  loading?: boolean;
  onProductDetails?: (productDummyId: string | number) => void;
  /**
   * Laid out for print: nobody scrolls a printout, so the retailers are wrapped into blocks of
   * IMAGE_SIMILARITY_PRINT_BLOCK_COLUMNS, one plain table each, repeating the products and saying which
   * retailers they hold (as MatrixTableWidget does).
   */
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

  const productColumn: ColumnsType<Product>[number] = {
    key: 'product',
    title: 'Product',
    onHeaderCell: () => pinnedCellProps(printed, 'header'),
    onCell: () => pinnedCellProps(printed, 'body'),
    render: (_, product) => (
      <ProductCell product={{ ...product, gtin: product.ean }} onProductDetails={onProductDetails} printed={printed} />
    ),
  };
  const retailerColumn = (retailer: Retailer) => ({
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
  });
  // Paper does not scroll: print keeps every retailer by wrapping them into blocks, each repeating the products.
  const blocks = printed ? columnBlocks(output.retailers, IMAGE_SIMILARITY_PRINT_BLOCK_COLUMNS) : [];

  return (
    <Flex vertical gap={4}>
      {printed ? (
        blocks.map((block) => (
          // A plain table per block: a print holds thousands of cells (see PrintedTable).
          <div key={block.from}>
            <PrintedTable<Product>
              columns={[
                productColumn,
                {
                  key: 'retailers',
                  title:
                    blocks.length > 1 ? printedBlockHeading('Retailer', block, output.retailers.length) : 'Retailer',
                  align: 'center',
                  children: block.columns.map(retailerColumn),
                },
              ]}
              rows={output.products}
              rowKey={rowKeyOf}
            />
          </div>
        ))
      ) : (
        <WideTableBox>
          <Table<Product>
            size="small"
            rowKey={rowKeyOf}
            loading={loading}
            columns={[productColumn, ...output.retailers.map(retailerColumn)]}
            dataSource={output.products}
            pagination={false}
          />
        </WideTableBox>
      )}
      {output.totalProducts > output.products.length ? (
        <Typography.Text type="secondary">
          Showing {output.products.length} of {output.totalProducts} products
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
