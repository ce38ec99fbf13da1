import type { CategoryListing, ProductDetails, ProductDetailsContext } from '@shelfsight/contracts';
import { Table } from 'antd';
import { detailsTablePagination } from '../../../details/detailsTable';
import { rankColumns } from '../../DetailsCells';
import { ProductDetailsData } from '../../ProductDetailsData';

/** Where the product ranked in the retailers' category pages tracked. */
export function CategoryListingsTable({ details }: { details: ProductDetails }) {
  const rows = details.categoryListings;
  return (
    <Table<CategoryListing>
      size="small"
      rowKey={(row) => `${row.retailerId}-${row.categoryId}`}
      dataSource={rows}
      pagination={detailsTablePagination(rows.length)}
      columns={rankColumns<CategoryListing>(details, { title: 'Label', key: 'label', render: (_, row) => row.label })}
    />
  );
}

/** The Category listings tab (a `productDetails.tabs` contribution). */
export default function CategoryListingsTab(context: ProductDetailsContext) {
  return (
    <ProductDetailsData context={context}>
      {(details) => <CategoryListingsTable details={details} />}
    </ProductDetailsData>
  );
}
