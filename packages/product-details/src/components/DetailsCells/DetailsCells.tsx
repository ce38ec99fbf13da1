import { ExportOutlined } from '@ant-design/icons';
import type { ProductDetails, RetailerDetail } from '@shelfsight/contracts';
import { EMPTY_VALUE } from '@shelfsight/ui-kit';
import { Button, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { priceFootnote } from '../../details/detailsTable';

/** A link out of the app (a product page, a results page), opening in a new tab; nothing to link shows '-'. */
export function ExternalLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return <>{EMPTY_VALUE}</>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <ExportOutlined aria-hidden />
    </Typography.Link>
  );
}

/** The country's code, with its full name on hover. */
export function CountryCode({ code, name }: { code: string | null; name?: string | null }) {
  if (!code) return <>{EMPTY_VALUE}</>;
  return name ? (
    <Tooltip title={name}>
      <span>{code}</span>
    </Tooltip>
  ) : (
    <>{code}</>
  );
}

/** The page's in-stock indicator as a coloured word. */
export function InStock({ value }: { value: 'Yes' | 'No' | boolean | null }) {
  if (value === null) return <>{EMPTY_VALUE}</>;
  const inStock = value === true || value === 'Yes';
  return <Tag color={inStock ? 'green' : 'red'}>{inStock ? 'Yes' : 'No'}</Tag>;
}

/** The retailer's logo linking to the product page; its name where it has no logo. */
export function RetailerLogo({ detail }: { detail: RetailerDetail }) {
  const mark = detail.retailerLogoURL ? (
    <img src={detail.retailerLogoURL} alt={detail.retailerName} height={24} style={{ maxWidth: 96 }} />
  ) : (
    detail.retailerName
  );
  if (!detail.pdpURL) return <>{mark}</>;
  return (
    <Typography.Link href={detail.pdpURL} target="_blank" rel="noopener noreferrer">
      {mark}
    </Typography.Link>
  );
}

/** A number that opens a dialog on its rows; a zero or missing number is plain text. */
export function OpensDialog({ value, label, onOpen }: { value: number | null; label: string; onOpen: () => void }) {
  if (!value) return <>{value ?? EMPTY_VALUE}</>;
  return (
    <Button type="link" size="small" aria-label={label} onClick={onOpen} style={{ padding: 0 }}>
      {value}
    </Button>
  );
}

/** The note under a table of prices (spec 3 §2.1). */
export function PriceFootnote({ priceType }: { priceType: ProductDetails['priceType'] | undefined }) {
  return <Typography.Text type="secondary">{priceFootnote(priceType)}</Typography.Text>;
}

/** Text or the house's dash for nothing. */
export const textOrDash = (value: string | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? EMPTY_VALUE : value;
