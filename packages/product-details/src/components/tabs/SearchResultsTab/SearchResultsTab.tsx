import type { ProductDetails, ProductDetailsContext, SearchResult } from '@shelfsight/contracts';
import { Table } from 'antd';
import { detailsTablePagination, formatCount } from '../../../details/detailsTable';
import { rankColumns } from '../../DetailsCells';
import { ProductDetailsData } from '../../ProductDetailsData';

/** Where the product ranked in the retailers' searches for the keywords tracked. */
export function SearchResultsTable({ details }: { details: ProductDetails }) {
  const rows = details.searchResults;
  return (
    <Table<SearchResult>
      size="small"
      rowKey={(row) => `${row.retailerId}-${row.keywordId}`}
      dataSource={rows}
      pagination={detailsTablePagination(rows.length)}
      columns={rankColumns<SearchResult>(
        details,
        { title: 'Keyword', key: 'keyword', render: (_, row) => row.keyword },
        [
          {
            title: 'Search volume',
            key: 'volume',
            align: 'right',
            render: (_, row) => formatCount(row.searchVolume),
          },
        ],
      )}
    />
  );
}

/** The Search results tab (a `productDetails.tabs` contribution). */
export default function SearchResultsTab(context: ProductDetailsContext) {
  return (
    <ProductDetailsData context={context}>{(details) => <SearchResultsTable details={details} />}</ProductDetailsData>
  );
}
