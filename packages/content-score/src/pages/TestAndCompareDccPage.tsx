import { DownloadOutlined } from '@ant-design/icons';
import {
  apiTarget,
  downloadFile,
  selectActiveCustomerId,
  useAppSelector,
  useGetSavedFiltersQuery,
} from '@shelfsight/api-client';
import {
  type CalculatedMetricCompareFileType,
  type CalculatedMetricCompareInput,
  type CalculatedMetricComparison,
  type CalculatedMetricVersion,
  calculatedMetricComparePaths,
  contentScoreRoutes,
  DCC_SCORE,
  type IsoDate,
  parseIsoDate,
  type SavedFilter,
  savedFilterNarrowsPages,
} from '@shelfsight/contracts';
import { ProductPicker, RetailerPicker, useProductChoices, useRetailerChoices } from '@shelfsight/product-kit';
import { DAY_PICKER_FORMAT, formatPrettyDate, LuxonDatePicker } from '@shelfsight/ui-kit';
import { Alert, App, Button, Card, Flex, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCompareDccQuery, useGetDccVersionsQuery } from '../api/dccApi';
import { ComparisonTable } from '../components/ComparisonTable';
import { versionTitle } from '../components/VersionBar';

export const COMPARE_TEXTS = {
  title: 'Test and compare DCC score',
  intro:
    'Scores two versions over the same product pages of one day: per page both scores, their difference and the ' +
    'components whose result changed.',
  versionA: 'Version A',
  versionB: 'Version B',
  retailers: 'Retailers',
  allRetailers: 'All retailers',
  products: 'Products',
  allProducts: 'All products',
  savedFilter: 'Saved filter',
  noSavedFilter: 'No saved filter',
  productsFromFilter: 'From the saved filter',
  notForPages: 'narrows search results, not product pages',
  date: 'Date',
  newestDay: 'Newest day',
  csv: 'Download CSV',
  excel: 'Download Excel',
  failed: 'Something went wrong. Please try again or contact support.',
  downloadFailed: 'The download failed. Please try again.',
  backToDcc: 'Back to the DCC score',
} as const;

/** Version A: the active version. Version B: the newest other one (the one most likely being tried). */
export function defaultVersions(versions: readonly CalculatedMetricVersion[]): { a: number | null; b: number | null } {
  const a = (versions.find((version) => version.isActiveVersion) ?? versions[0])?.versionNumber ?? null;
  const others = versions.filter((version) => version.versionNumber !== a);
  const b = others.reduce<number | null>((newest, version) => Math.max(newest ?? 0, version.versionNumber), null);
  return { a, b: b ?? a };
}

/**
 * A saved filter as an option: one that narrows search results or sellers cannot narrow page scores (the server
 * refuses it), so it shows why and cannot be chosen; another user's filter names its owner.
 */
export function savedFilterOption(filter: SavedFilter) {
  const name = filter.isOwnedByMe || !filter.ownerName ? filter.name : `${filter.name} (${filter.ownerName})`;
  const usable = savedFilterNarrowsPages(filter);
  return { value: filter.id, label: usable ? name : `${name} — ${COMPARE_TEXTS.notForPages}`, disabled: !usable };
}

/** The table's columns before the first answer (and while it fails): the versions chosen, no pages. */
const nothingCompared = (versionA: number, versionB: number): CalculatedMetricComparison => ({
  versionA,
  versionB,
  date: null,
  pageCount: 0,
  changedPageCount: 0,
  averageScoreA: null,
  averageScoreB: null,
  pages: [],
});

function summary(comparison: CalculatedMetricComparison, count: (value: number) => string) {
  if (comparison.date === null) return 'No product pages to score yet.';
  const average = (score: number | null) => (score === null ? 'none' : `${score}%`);
  const shown =
    comparison.pages.length < comparison.pageCount
      ? ` The table shows the ${count(comparison.pages.length)} largest differences.`
      : '';
  return (
    `${formatPrettyDate(comparison.date)}: ${count(comparison.pageCount)} pages, ${count(comparison.changedPageCount)} scored ` +
    `differently. Average score v${comparison.versionA} ${average(comparison.averageScoreA)}, ` +
    `v${comparison.versionB} ${average(comparison.averageScoreB)}.${shown}`
  );
}

/**
 * /settings/test-and-compare-dcc-score/: two DCC versions scored over the same pages (retailers, products and a
 * day, by default every page of the newest day), compared page by page, and downloaded as CSV or Excel.
 */
export function TestAndCompareDccPage() {
  const { message } = App.useApp();
  // On a cold load the screen can render before the active customer is chosen; asking then would fail.
  const skip = useAppSelector(selectActiveCustomerId) === null;
  const versions = useGetDccVersionsQuery(undefined, { skip });
  const retailers = useRetailerChoices('access', { skip });
  const products = useProductChoices({ skip });
  const savedFilters = useGetSavedFiltersQuery(undefined, { skip });
  const [chosen, setChosen] = useState<{ a?: number; b?: number }>({});
  const [retailerIds, setRetailerIds] = useState<number[]>([]);
  const [productIds, setProductIds] = useState<number[]>([]);
  // Products or a saved filter: choosing a filter sets the products aside (the server takes one or the other).
  const [savedFilterId, setSavedFilterId] = useState<number | null>(null);
  const [date, setDate] = useState<IsoDate | null>(null);
  const [downloading, setDownloading] = useState<CalculatedMetricCompareFileType | null>(null);

  const list = versions.data ?? [];
  const defaults = defaultVersions(list);
  const known = (number: number | undefined) => list.some((version) => version.versionNumber === number);
  const versionA = known(chosen.a) ? chosen.a! : defaults.a;
  const versionB = known(chosen.b) ? chosen.b! : defaults.b;
  const input: CalculatedMetricCompareInput | null =
    versionA === null || versionB === null
      ? null
      : {
          versionA,
          versionB,
          retailerIds,
          ...(savedFilterId === null ? { productIds } : { productIds: [], savedFilterId }),
          ...(date === null ? {} : { date }),
        };
  const comparison = useCompareDccQuery(input ?? { versionA: 0, versionB: 0 }, { skip: skip || input === null });
  const versionOptions = list.map((version) => ({ value: version.versionNumber, label: versionTitle(version) }));

  const download = async (fileType: CalculatedMetricCompareFileType) => {
    if (input === null) return;
    setDownloading(fileType);
    try {
      await downloadFile({
        ...apiTarget(calculatedMetricComparePaths.download, { metricId: DCC_SCORE, fileType }),
        method: 'POST',
        body: input,
      });
    } catch {
      void message.error(COMPARE_TEXTS.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  const count = (value: number) => value.toLocaleString('en-US');
  const shown = comparison.currentData;
  return (
    <Card>
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {COMPARE_TEXTS.title}
        </Typography.Title>
        <Link to={contentScoreRoutes.dccScore}>{COMPARE_TEXTS.backToDcc}</Link>
      </Flex>
      <Typography.Paragraph type="secondary">{COMPARE_TEXTS.intro}</Typography.Paragraph>
      {versions.isError && <Alert type="error" showIcon title={COMPARE_TEXTS.failed} />}
      {input !== null && (
        <Flex vertical gap={16}>
          <Form layout="vertical">
            <Flex wrap gap={12}>
              <Form.Item label={COMPARE_TEXTS.versionA} htmlFor="compare-version-a" style={{ marginBottom: 0 }}>
                <Select
                  id="compare-version-a"
                  style={{ minWidth: 220 }}
                  value={versionA}
                  options={versionOptions}
                  onChange={(a: number) => setChosen((previous) => ({ ...previous, a }))}
                />
              </Form.Item>
              <Form.Item label={COMPARE_TEXTS.versionB} htmlFor="compare-version-b" style={{ marginBottom: 0 }}>
                <Select
                  id="compare-version-b"
                  style={{ minWidth: 220 }}
                  value={versionB}
                  options={versionOptions}
                  onChange={(b: number) => setChosen((previous) => ({ ...previous, b }))}
                />
              </Form.Item>
              <Form.Item label={COMPARE_TEXTS.retailers} htmlFor="compare-retailers" style={{ marginBottom: 0 }}>
                <RetailerPicker<number[]>
                  id="compare-retailers"
                  mode="multiple"
                  allowClear
                  style={{ minWidth: 220 }}
                  placeholder={COMPARE_TEXTS.allRetailers}
                  loading={retailers.isLoading}
                  retailers={retailers.data ?? []}
                  value={retailerIds}
                  onChange={setRetailerIds}
                />
              </Form.Item>
              <Form.Item label={COMPARE_TEXTS.products} htmlFor="compare-products" style={{ marginBottom: 0 }}>
                <ProductPicker<number[]>
                  id="compare-products"
                  mode="multiple"
                  allowClear
                  style={{ minWidth: 280 }}
                  placeholder={savedFilterId === null ? COMPARE_TEXTS.allProducts : COMPARE_TEXTS.productsFromFilter}
                  disabled={savedFilterId !== null}
                  loading={products.isLoading}
                  products={products.data ?? []}
                  value={savedFilterId === null ? productIds : []}
                  onChange={setProductIds}
                />
              </Form.Item>
              <Form.Item label={COMPARE_TEXTS.savedFilter} htmlFor="compare-saved-filter" style={{ marginBottom: 0 }}>
                <Select<number | null>
                  id="compare-saved-filter"
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  style={{ minWidth: 220 }}
                  placeholder={COMPARE_TEXTS.noSavedFilter}
                  loading={savedFilters.isLoading}
                  value={savedFilterId}
                  options={(savedFilters.data ?? []).map(savedFilterOption)}
                  onChange={(id) => setSavedFilterId(id ?? null)}
                />
              </Form.Item>
              <Form.Item label={COMPARE_TEXTS.date} htmlFor="compare-date" style={{ marginBottom: 0 }}>
                <LuxonDatePicker
                  id="compare-date"
                  format={DAY_PICKER_FORMAT}
                  placeholder={COMPARE_TEXTS.newestDay}
                  value={date === null ? null : parseIsoDate(date)}
                  onChange={(day) => setDate(day?.toISODate() ?? null)}
                />
              </Form.Item>
            </Flex>
          </Form>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Typography.Text type="secondary">{shown ? summary(shown, count) : ' '}</Typography.Text>
            <Space>
              {(['csv', 'xlsx'] as const).map((fileType) => (
                <Button
                  key={fileType}
                  icon={<DownloadOutlined />}
                  loading={downloading === fileType}
                  disabled={!shown || shown.pages.length === 0}
                  onClick={() => void download(fileType)}
                >
                  {fileType === 'csv' ? COMPARE_TEXTS.csv : COMPARE_TEXTS.excel}
                </Button>
              ))}
            </Space>
          </Flex>
          {comparison.isError && <Alert type="error" showIcon title={COMPARE_TEXTS.failed} />}
          <ComparisonTable
            comparison={shown ?? nothingCompared(input.versionA, input.versionB)}
            loading={comparison.isFetching}
          />
        </Flex>
      )}
    </Card>
  );
}

export { TestAndCompareDccPage as Component };
