import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { fileNameOf } from '../../lib/attachment';
import {
  type Cell,
  type ColumnFormat,
  currencyDecimals,
  type ExportTable,
  formatOf,
  type RowRange,
} from './exportCells';

export { currencyDecimals, safeCell } from './exportCells';
export type { ExportTable } from './exportCells';

/** The rows a table holds, as its stamp says them: "1–50 of 400", "1–1,000,000 of 1,200,000 (limit reached)". */
export function rowRangeText(range: RowRange): string {
  const count = (value: number) => value.toLocaleString('en-US');
  const limit = range.limitReached ? ' (limit reached)' : '';
  if (range.last < range.first) return `None of ${count(range.total)}${limit}`;
  return `${count(range.first)}–${count(range.last)} of ${count(range.total)}${limit}`;
}

/** The range of a page's rows starting after `skipped` rows. */
const pageRange = (skipped: number, rows: number, total: number): RowRange => ({
  first: skipped + 1,
  last: skipped + rows,
  total,
});

/** The rows of an answer over all its pages: the paged types say so, the others hold every row. */
function rangeOf(answer: WidgetDataAnswer, rows: number, paging: { page: number; itemsPerPage: number }): RowRange {
  switch (answer.visualizationType) {
    case 'DATA_TABLE': {
      const { page, itemsPerPage, totalRows } = answer.rawOutput;
      return pageRange((page - 1) * itemsPerPage, rows, totalRows);
    }
    case 'IMAGE_SIMILARITY_OVERVIEW':
      return pageRange((paging.page - 1) * paging.itemsPerPage, rows, answer.rawOutput.totalProducts);
    case 'PRODUCT_OVERVIEW':
      // Its products are the top ones, cut to the page size.
      return pageRange(0, rows, answer.rawOutput.totalProducts);
    default:
      return pageRange(0, rows, rows);
  }
}

/** A money amount rounded to its currency's minor unit; other values as they are. */
export function moneyCell(value: number | null | undefined, currency: string | null | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (!currency) return value;
  const decimals = currencyDecimals(currency);
  // Shifting the decimal point in text rounds 1.005 to 1.01, as it reads, not to the 1.00 of its binary value.
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  const rounded = Number.isFinite(shifted)
    ? Number(`${Math.round(shifted)}e-${decimals}`)
    : Math.round(Math.abs(value) * 10 ** decimals) / 10 ** decimals;
  return value < 0 ? -rounded : rounded;
}

const currencyOfFormat = (format: { type: string; currencyCode?: string }) =>
  format.type === 'currency' ? (format.currencyCode ?? null) : null;
const chartFormat = (format: { type: string; currencyCode?: string }) =>
  formatOf(format.type, currencyOfFormat(format));
const text: ColumnFormat = { kind: 'text' };
/** An item priced in several currencies carries its currency in its key ('retailer:3|currency:GBP'). */
const currencyOfKey = (key: string) => /(?:^|\|)currency:([A-Z]{3})$/.exec(key)?.[1] ?? null;
const currencyOfColumn = (column: { format: string; currency: string | null }) =>
  column.format === 'currency' ? column.currency : null;

/**
 * Headers made distinct, so a sheet can be read back by column name: a repeated header takes its
 * qualifier (a column group, say) where it has one that tells it apart, then a running number.
 */
export function distinctHeaders(header: readonly string[], qualifiers: readonly (string | null)[] = []): string[] {
  const qualified = header.map((name, index) => {
    const qualifier = qualifiers[index];
    if (!qualifier) return name;
    const namesakes = header.flatMap((candidate, other) =>
      candidate === name && other !== index ? [qualifiers[other] ?? null] : [],
    );
    // Only a qualifier that its namesakes do not share tells the column apart.
    return namesakes.length > 0 && !namesakes.includes(qualifier) ? `${name} (${qualifier})` : name;
  });
  const taken = new Set<string>();
  return qualified.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${name} (${n})`;
    taken.add(candidate);
    return candidate;
  });
}

/**
 * A widget answer as one sheet: what the widget shows, one row per item (and per date for lines).
 * Money is rounded to its currency's decimals and every header is distinct. `paging` is the request's
 * (spec 2 §9 default: page 1 of 50), for the types whose answer does not repeat it.
 */
export function exportTable(
  answer: WidgetDataAnswer,
  paging: { page: number; itemsPerPage: number } = { page: 1, itemsPerPage: 50 },
): ExportTable {
  const table = sheetOf(answer);
  return {
    header: distinctHeaders(table.header, table.qualifiers),
    rows: table.rows,
    range: rangeOf(answer, table.rows.length, paging),
    formats: table.formats,
    ...(table.rowCurrencies ? { rowCurrencies: table.rowCurrencies } : {}),
  };
}

function sheetOf(answer: WidgetDataAnswer): ExportTable & { qualifiers?: (string | null)[]; formats: ColumnFormat[] } {
  switch (answer.visualizationType) {
    case 'KPI': {
      const currency = currencyOfFormat(answer.settingsUsed.valueFormat);
      return {
        header: ['Metric', 'Value', 'Compare value'],
        formats: [text, chartFormat(answer.settingsUsed.valueFormat), chartFormat(answer.settingsUsed.valueFormat)],
        rows: [
          [
            answer.settingsUsed.metricName,
            moneyCell(answer.rawOutput.value, currency),
            moneyCell(answer.rawOutput.compareValue, currency),
          ],
        ],
      };
    }
    case 'LINE': {
      const currency = currencyOfFormat(answer.settingsUsed.valueFormat);
      const seriesCurrency = (series: { seriesKey: string }) =>
        currency && (currencyOfKey(series.seriesKey) ?? currency);
      return {
        header: ['Series', 'Date', answer.settingsUsed.metricName],
        formats: [text, { kind: 'date' }, chartFormat(answer.settingsUsed.valueFormat)],
        rows: answer.rawOutput.chartData.flatMap((series) =>
          series.points.map((point) => [series.label, point.date, moneyCell(point.value, seriesCurrency(series))]),
        ),
        rowCurrencies: answer.rawOutput.chartData.flatMap((series) => series.points.map(() => seriesCurrency(series))),
      };
    }
    case 'HORIZONTAL_BAR': {
      const currency = currencyOfFormat(answer.settingsUsed.valueFormat);
      return {
        header: [answer.settingsUsed.dimensionName ?? 'Item', answer.settingsUsed.metricName, 'Compare value'],
        formats: [text, chartFormat(answer.settingsUsed.valueFormat), chartFormat(answer.settingsUsed.valueFormat)],
        rows: answer.rawOutput.bars.map((bar) => {
          const barCurrency = currency && (currencyOfKey(bar.key) ?? currency);
          return [bar.label, moneyCell(bar.value, barCurrency), moneyCell(bar.compareValue, barCurrency)];
        }),
        rowCurrencies: answer.rawOutput.bars.map((bar) => currency && (currencyOfKey(bar.key) ?? currency)),
      };
    }
    case 'SCATTER': {
      // Several series (groups or currencies) add a first column naming each point's series.
      const { series } = answer.rawOutput;
      const { xAxis, yAxis } = answer.settingsUsed;
      const named = series.length > 1;
      const header = [...(named ? ['Series'] : []), 'Item', xAxis.metricName, yAxis.metricName];
      // A money axis is in the series' currency where the answer splits by currency.
      const axisCurrency = (axis: typeof xAxis, entry: (typeof series)[number]) => {
        const currency = currencyOfFormat(axis.valueFormat);
        return currency && (entry.currencyCode ?? currency);
      };
      return {
        header,
        // The axes are the one place two columns may carry one metric's name: qualify them by axis.
        qualifiers: [...(named ? [null] : []), null, 'x', 'y'],
        formats: [...(named ? [text] : []), text, chartFormat(xAxis.valueFormat), chartFormat(yAxis.valueFormat)],
        // Both axes are in the series' currency where it has one.
        rowCurrencies: series.flatMap((entry) => entry.points.map(() => entry.currencyCode ?? null)),
        rows: series.flatMap((entry) =>
          entry.points.map((point) => [
            ...(named ? [entry.label] : []),
            point.label,
            moneyCell(point.x, axisCurrency(xAxis, entry)),
            moneyCell(point.y, axisCurrency(yAxis, entry)),
          ]),
        ),
      };
    }
    case 'DATA_TABLE': {
      const { columns, columnGroups, rows } = answer.rawOutput;
      const groupName = (id: number | null) => columnGroups.find((group) => group.id === id)?.name ?? null;
      return {
        header: columns.map((column) => column.name),
        qualifiers: columns.map((column) => groupName(column.columnGroupId)),
        formats: columns.map((column) => formatOf(column.format, column.currency)),
        rows: rows.map((row) =>
          columns.map((column) => {
            const value = row.values[column.key] ?? null;
            return typeof value === 'number' ? moneyCell(value, currencyOfColumn(column)) : value;
          }),
        ),
      };
    }
    case 'MATRIX_TABLE': {
      const { columns, rows, verticalDimension, metric } = answer.rawOutput;
      const currency = currencyOfColumn(metric);
      return {
        header: [verticalDimension.name, ...columns.map((column) => column.label)],
        formats: [text, ...columns.map(() => formatOf(metric.format, currency))],
        rows: rows.map((row) => [row.label, ...columns.map((column) => moneyCell(row.values[column.key], currency))]),
      };
    }
    case 'PERFORMANCE_OVERVIEW': {
      const { metric } = answer.rawOutput;
      const currency = currencyOfColumn(metric);
      const valueFormat = formatOf(metric.format, currency);
      // A percent metric's trend is in percent points; any other's is a change in percent.
      const percentMetric = metric.format === 'percent';
      const line = (
        item: string,
        sub: string | null,
        values: { value: number | null; compareValue: number | null; trend: number | null },
      ): Cell[] => [
        item,
        sub,
        moneyCell(values.value, currency),
        moneyCell(values.compareValue, currency),
        values.trend,
      ];
      return {
        header: [
          answer.rawOutput.dimension.name,
          answer.rawOutput.subDimension?.name ?? 'Sub item',
          answer.rawOutput.metric.name,
          'Compare value',
          percentMetric ? 'Trend (pp)' : 'Trend %',
        ],
        formats: [text, text, valueFormat, valueFormat, { kind: percentMetric ? 'points' : 'percent' }],
        rows: answer.rawOutput.items.flatMap((item) => [
          line(item.label, null, item),
          ...item.subRows.map((sub) => line(item.label, sub.label, sub)),
        ]),
      };
    }
    case 'PRODUCT_OVERVIEW': {
      const first = answer.rawOutput.products[0]?.metrics ?? [];
      const names = first.map((metric) => metric.name);
      return {
        header: ['Product', 'Brand', 'Retailers', ...names],
        formats: [text, text, { kind: 'count' }, ...first.map((metric) => formatOf(metric.format, metric.currency))],
        // A product's prices are in its own currency.
        rowCurrencies: answer.rawOutput.products.map(
          (product) => product.metrics.find((metric) => metric.format === 'currency')?.currency ?? null,
        ),
        rows: answer.rawOutput.products.map((product) => [
          product.name,
          product.brand,
          product.retailerCount,
          ...product.metrics.map((metric) => moneyCell(metric.value, currencyOfColumn(metric))),
        ]),
      };
    }
    case 'TEXT':
      return {
        header: ['Title', 'Text'],
        formats: [text, text],
        rows: answer.rawOutput.fields.map((field) => [
          field.title,
          field.blocks.map((block) => block.spans.map((span) => span.text).join('')).join('\n'),
        ]),
      };
    case 'IMAGE_SIMILARITY_OVERVIEW': {
      // A column per retailer with the check's state, and its score where the answer carries one (system admins).
      const { retailers, products } = answer.rawOutput;
      const stateAt = (product: (typeof products)[number], retailerId: number): Cell => {
        const result = product.results.find((candidate) => candidate.retailerId === retailerId);
        if (!result) return null;
        return result.score === null ? result.status : `${result.status} (${result.score.toFixed(1)} %)`;
      };
      return {
        header: ['Product', 'Brand', 'EAN', ...retailers.map((retailer) => retailer.name)],
        formats: [text, text, text, ...retailers.map(() => text)],
        rows: products.map((product) => [
          product.name,
          product.brand,
          product.ean,
          ...retailers.map((retailer) => stateAt(product, retailer.id)),
        ]),
      };
    }
  }
}

/** A file name from the widget name: letters, digits, spaces, dots and dashes only. */
export function exportFileName(name: string, format: 'csv' | 'excel'): string {
  return fileNameOf(name, format === 'csv' ? 'csv' : 'xlsx');
}
