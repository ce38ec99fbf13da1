import type { ProductDetails, RetailerDetail } from '@shelfsight/contracts';
import { EMPTY_VALUE, formatCurrency, formatNumber } from '@shelfsight/ui-kit';
import { Image, Space, Typography } from 'antd';
import { DateTime } from 'luxon';
import type { ReactNode } from 'react';
import { formatCount } from '../../../details/detailsTable';
import { DescriptionCell } from './DescriptionCell';
import { countsOf } from './pdpSelection';

export interface AttributeOptions {
  /** Title and subtitle show their word and character counts. */
  showCounts: boolean;
}

/** A row of the comparison: how one retailer's page shows it and, for marking changes, what counts as its value. */
export interface PdpAttribute {
  key: string;
  label: string;
  render: (detail: RetailerDetail, details: ProductDetails, options: AttributeOptions) => ReactNode;
  /** Present on the rows whose changes between two days are marked; equal strings mean unchanged. */
  compareValue?: (detail: RetailerDetail, details: ProductDetails) => string;
}

const textOrDash = (value: string | null) => (value === null || value === '' ? EMPTY_VALUE : value);

/** An ISO date-time as the page's readers see it: in UTC, to the minute. */
export const formatDownloadTime = (iso: string | null) =>
  iso ? `${DateTime.fromISO(iso, { zone: 'utc' }).toFormat('LLL d, yyyy, HH:mm')} UTC` : EMPTY_VALUE;

const stockLabel = (indicator: RetailerDetail['inStockIndicator']) =>
  indicator === 'Yes' ? 'In stock' : indicator === 'No' ? 'Out of stock' : EMPTY_VALUE;

const wholeNumber = (value: number | null) => (value === null ? EMPTY_VALUE : String(value));

const imagesOf = (detail: RetailerDetail) =>
  detail.assetList.filter((asset) => asset.type === 'IMAGE').sort((a, b) => a.position - b.position);
const videosOf = (detail: RetailerDetail) =>
  detail.assetList.filter((asset) => asset.type === 'VIDEO').sort((a, b) => a.position - b.position);

function TextWithCounts(props: { text: string | null } & AttributeOptions) {
  const counts = countsOf(props.text);
  if (!counts) return EMPTY_VALUE;
  return (
    <Space orientation="vertical" size={0}>
      <span>{props.text}</span>
      {props.showCounts ? (
        <Typography.Text type="secondary">{`${counts.words} words, ${counts.characters} characters`}</Typography.Text>
      ) : null}
    </Space>
  );
}

function List({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return EMPTY_VALUE;
  return (
    <ul aria-label={label} style={{ margin: 0, paddingInlineStart: 16 }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The keyword (or category page) positions of the product at this retailer, best first. */
function positionsOf(detail: RetailerDetail, details: ProductDetails, kind: 'search' | 'category'): string[] {
  const rows =
    kind === 'search'
      ? details.searchResults.map((row) => ({ ...row, name: row.keyword }))
      : details.categoryListings.map((row) => ({ ...row, name: row.label }));
  return rows
    .filter((row) => row.retailerId === detail.retailerId)
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map((row) => `${row.name}: #${row.rank}`);
}

/** The attributes of spec 3 §2.1's PDP tab, in the spec's order. */
export const pdpAttributes: PdpAttribute[] = [
  { key: 'downloadedAt', label: 'Downloaded at', render: (detail) => formatDownloadTime(detail.downloadDateTime) },
  { key: 'gtin', label: 'GTIN', render: (detail) => textOrDash(detail.pdpGtin) },
  { key: 'brand', label: 'Brand', render: (detail) => textOrDash(detail.pdpbrand) },
  { key: 'mpn', label: 'MPN', render: (detail) => textOrDash(detail.pdpMpnCode) },
  { key: 'shopProductId', label: 'Shop product ID', render: (detail) => textOrDash(detail.shopProductId) },
  {
    key: 'inStock',
    label: 'In stock',
    render: (detail) => stockLabel(detail.inStockIndicator),
    compareValue: (detail) => stockLabel(detail.inStockIndicator),
  },
  {
    key: 'stockText',
    label: 'Stock text',
    render: (detail) => textOrDash(detail.stockText),
    compareValue: (detail) => textOrDash(detail.stockText),
  },
  {
    key: 'sellingPrice',
    label: 'Selling price',
    render: (detail) => formatCurrency(detail.sellingPrice, detail.currency ?? undefined),
    compareValue: (detail) => formatCurrency(detail.sellingPrice, detail.currency ?? undefined),
  },
  {
    key: 'originalPrice',
    label: 'Original price',
    render: (detail) => formatCurrency(detail.originalPrice, detail.currency ?? undefined),
    compareValue: (detail) => formatCurrency(detail.originalPrice, detail.currency ?? undefined),
  },
  { key: 'reviewCount', label: 'Number of reviews', render: (detail) => wholeNumber(detail.reviewCount) },
  { key: 'reviewScore', label: 'Review score', render: (detail) => formatNumber(detail.reviewRating) },
  {
    key: 'images',
    label: 'Images',
    render: (detail) => {
      const images = imagesOf(detail);
      if (images.length === 0) return EMPTY_VALUE;
      return (
        <Image.PreviewGroup>
          <Space wrap size={4}>
            {images.map((image, index) => (
              <Image
                key={image.src}
                src={image.src}
                width={48}
                height={48}
                style={{ objectFit: 'contain' }}
                alt={`Image ${index + 1} at ${detail.retailerName}`}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      );
    },
    compareValue: (detail) =>
      imagesOf(detail)
        .map((image) => image.src)
        .join('\n'),
  },
  {
    key: 'videos',
    label: 'Videos',
    render: (detail) => {
      const videos = videosOf(detail);
      if (videos.length === 0) return EMPTY_VALUE;
      return (
        <Space orientation="vertical" size={0}>
          {videos.map((video, index) => (
            <Typography.Link key={video.src} href={video.src} target="_blank" rel="noreferrer">
              {`Video ${index + 1}`}
            </Typography.Link>
          ))}
        </Space>
      );
    },
  },
  // Whole, as the Summary tab writes it.
  { key: 'dccScore', label: 'DCC score', render: (detail) => formatCount(detail.dccScore) },
  {
    key: 'title',
    label: 'Title',
    render: (detail, _details, options) => <TextWithCounts text={detail.productTitle} {...options} />,
    compareValue: (detail) => textOrDash(detail.productTitle),
  },
  {
    key: 'subtitle',
    label: 'Subtitle',
    render: (detail, _details, options) => <TextWithCounts text={detail.productSubTitle} {...options} />,
    compareValue: (detail) => textOrDash(detail.productSubTitle),
  },
  {
    key: 'description',
    label: 'Description',
    render: (detail) =>
      detail.productDescription ? (
        <DescriptionCell text={detail.productDescription} retailerName={detail.retailerName} />
      ) : (
        EMPTY_VALUE
      ),
  },
  {
    key: 'descriptionCounts',
    label: 'Words and characters of description',
    render: (detail) => {
      const counts = countsOf(detail.productDescription);
      return counts ? `${counts.words} words, ${counts.characters} characters` : EMPTY_VALUE;
    },
  },
  {
    key: 'promotions',
    label: 'Promotions',
    render: (detail) => (
      <List
        label={`Promotions at ${detail.retailerName}`}
        items={detail.promotionDetails.map((promotion) =>
          promotion.text ? `${promotion.title}: ${promotion.text}` : promotion.title,
        )}
      />
    ),
  },
  {
    key: 'bulletpoints',
    label: 'Bulletpoints',
    render: (detail) => <List label={`Bulletpoints at ${detail.retailerName}`} items={detail.bulletpointDetails} />,
  },
  {
    key: 'specifications',
    label: 'Specifications table',
    render: (detail) => (
      <List
        label={`Specifications at ${detail.retailerName}`}
        items={detail.specsTableSimplified.map((spec) => `${spec.name}: ${textOrDash(spec.value)}`)}
      />
    ),
  },
  {
    key: 'breadcrumbs',
    label: 'Breadcrumbs',
    render: (detail) =>
      detail.breadcrumbs.length === 0 ? EMPTY_VALUE : detail.breadcrumbs.map((crumb) => crumb.label).join(' › '),
  },
];

/** Rows shown only when two days are compared: where the product was found, whose moves matter day to day. */
export const comparisonOnlyAttributes: PdpAttribute[] = [
  {
    key: 'searchPositions',
    label: 'Search positions',
    render: (detail, details) => (
      <List label={`Search positions at ${detail.retailerName}`} items={positionsOf(detail, details, 'search')} />
    ),
    compareValue: (detail, details) => positionsOf(detail, details, 'search').join('\n'),
  },
  {
    key: 'categoryRanks',
    label: 'Category ranks',
    render: (detail, details) => (
      <List label={`Category ranks at ${detail.retailerName}`} items={positionsOf(detail, details, 'category')} />
    ),
    compareValue: (detail, details) => positionsOf(detail, details, 'category').join('\n'),
  },
];

/** The intraday reads of the day, shown under 'Downloaded at' when the 'Download times' toggle is on. */
export const downloadTimesAttribute: PdpAttribute = {
  key: 'downloadTimes',
  label: 'Download times',
  render: (detail) => (
    <List
      label={`Download times at ${detail.retailerName}`}
      items={detail.intraDayRecords.map(
        (record) =>
          `${DateTime.fromISO(record.downloadDateTime, { zone: 'utc' }).toFormat('HH:mm')} UTC · ${formatCurrency(
            record.sellingPrice,
            detail.currency ?? undefined,
          )} · ${stockLabel(record.inStockIndicator)}`,
      )}
    />
  ),
};
