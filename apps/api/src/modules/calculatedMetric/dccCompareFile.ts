import {
  type CalculatedMetricCompareFileType,
  type CalculatedMetricComparison,
  type CalculatedMetricVersion,
  changedComponentText,
  comparisonColumnTitles as titles,
} from '@shelfsight/contracts';
import { attachment, fileNameOf } from '../../lib/attachment';
import { type ExportTable, STAMP_TEXTS, writeStampedExport } from '../widgetData';

export const compareContentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const versionText = (version: CalculatedMetricVersion) => `v${version.versionNumber} ${version.versionLabel}`;

/**
 * The compared pages as a file, written by the widget downloads' writer: a stamp naming the versions, the day and
 * the rows (CSV lines before a blank line, or a first sheet "Export"), then the table as the screen first shows it.
 */
export async function comparisonFile(
  comparison: CalculatedMetricComparison,
  versions: { a: CalculatedMetricVersion; b: CalculatedMetricVersion },
  fileType: CalculatedMetricCompareFileType,
): Promise<{ file: Buffer; contentType: string; disposition: string }> {
  const day = comparison.date ?? '';
  const table: ExportTable = {
    header: [
      titles.product,
      titles.retailer,
      titles.score(comparison.versionA),
      titles.score(comparison.versionB),
      titles.difference,
      titles.changedComponents,
    ],
    rows: comparison.pages.map((page) => [
      page.productName ?? `#${page.productId}`,
      page.retailerName ?? `#${page.retailerId}`,
      page.scoreA,
      page.scoreB,
      page.difference,
      page.changedComponents.map(changedComponentText).join('; '),
    ]),
    range: { first: 1, last: comparison.pages.length, total: comparison.pageCount },
    formats: [
      { kind: 'text' },
      { kind: 'text' },
      { kind: 'count' },
      { kind: 'count' },
      { kind: 'count' },
      { kind: 'text' },
    ],
  };
  const stamp = {
    dateFrom: day,
    dateTo: day,
    rows: [
      ['DCC test and compare', ''],
      ['Version A', versionText(versions.a)],
      ['Version B', versionText(versions.b)],
      [STAMP_TEXTS.dates, day || 'No facts yet'],
      [STAMP_TEXTS.generated, new Date().toISOString()],
    ] satisfies [string, string][],
  };
  const name = `DCC compare v${comparison.versionA} v${comparison.versionB} ${day}`;
  const file = await writeStampedExport(stamp, [{ table, name: 'Pages' }], fileType === 'csv' ? 'csv' : 'excel');
  return { file, contentType: compareContentTypes[fileType], disposition: attachment(fileNameOf(name, fileType)) };
}
