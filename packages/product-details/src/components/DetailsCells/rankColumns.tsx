import type { CategoryListing, ProductDetails, SearchResult } from '@shelfsight/contracts';
import { formatPrettyDate } from '@shelfsight/ui-kit';
import type { TableColumnType } from 'antd';
import { CountryCode, ExternalLink } from './DetailsCells';

type Ranked = SearchResult | CategoryListing;

/** The countries' full names the answer knows, by code (the retailers carry them). */
export const countryNamesOf = (details: ProductDetails): Map<string, string> =>
  new Map(details.retailerDetails.map((detail) => [detail.countryCode, detail.countryName]));

/**
 * The columns a search result and a category listing share, around the column that names what was searched
 * (`what`) and any after it (`more`): retailer, what, position, page, search date, more, country, link.
 */
export function rankColumns<Row extends Ranked>(
  details: ProductDetails,
  what: TableColumnType<Row>,
  more: TableColumnType<Row>[] = [],
): TableColumnType<Row>[] {
  const countryNames = countryNamesOf(details);
  return [
    { title: 'Retailer', key: 'retailer', render: (_, row) => row.retailer },
    what,
    { title: 'Position', key: 'rank', align: 'right', render: (_, row) => row.rank },
    { title: 'Page', key: 'page', align: 'right', render: (_, row) => row.page },
    { title: 'Search date', key: 'date', render: (_, row) => formatPrettyDate(row.searchTimestamp) },
    ...more,
    {
      title: 'Country',
      key: 'country',
      render: (_, row) => <CountryCode code={row.country} name={row.country ? countryNames.get(row.country) : null} />,
    },
    {
      title: 'Link',
      key: 'link',
      width: 56,
      align: 'center',
      render: (_, row) => <ExternalLink href={row.serpURL} label={`Open the results page at ${row.retailer}`} />,
    },
  ];
}
