import type { RetailerDetail } from '@shelfsight/contracts';
import type { TableColumnType } from 'antd';
import { ExternalLink, OpensDialog, textOrDash } from './DetailsCells';

/** Columns most retailer tables share: the retailer's name, its product code and the link to its page. */
export const retailerNameColumn: TableColumnType<RetailerDetail> = {
  title: 'Retailer',
  key: 'retailer',
  render: (_, detail) => detail.retailerName,
};

export const productCodeColumn: TableColumnType<RetailerDetail> = {
  title: 'Product code',
  key: 'productCode',
  render: (_, detail) => textOrDash(detail.shopProductId),
};

export const pageLinkColumn: TableColumnType<RetailerDetail> = {
  title: 'Link',
  key: 'link',
  width: 56,
  align: 'center',
  render: (_, detail) => (
    <ExternalLink href={detail.pdpURL} label={`Open the product page at ${detail.retailerName}`} />
  ),
};

/** The page's DCC score, whole percent, opening the score's groups and rules (the DCC score dialog). */
export function dccScoreColumn(onOpen: (detail: RetailerDetail) => void): TableColumnType<RetailerDetail> {
  return {
    title: 'DCC score',
    key: 'dcc',
    align: 'right',
    render: (_, detail) => (
      <OpensDialog
        value={detail.dccScore === null ? null : Math.round(detail.dccScore)}
        label={`DCC score at ${detail.retailerName}`}
        onOpen={() => onOpen(detail)}
      />
    ),
  };
}
