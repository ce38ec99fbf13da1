import type { WidgetDataAnswer } from '@shelfsight/contracts';
import ExcelJS from 'exceljs';

type Cell = string | number | null;
export interface ExportTable {
  header: string[];
  rows: Cell[][];
}

/** A widget answer as one sheet: what the widget shows, one row per item (and per date for lines). */
export function exportTable(answer: WidgetDataAnswer): ExportTable {
  switch (answer.visualizationType) {
    case 'KPI':
      return { header: ['Metric', 'Value', 'Compare value'], rows: [[answer.settingsUsed.metricName, answer.rawOutput.value, answer.rawOutput.compareValue ?? null]] };
    case 'LINE':
      return { header: ['Series', 'Date', answer.settingsUsed.metricName], rows: answer.rawOutput.chartData.flatMap((series) => series.points.map((point) => [series.label, point.date, point.value])) };
    case 'HORIZONTAL_BAR':
      return { header: [answer.settingsUsed.dimensionName ?? 'Item', answer.settingsUsed.metricName, 'Compare value'], rows: answer.rawOutput.bars.map((bar) => [bar.label, bar.value, bar.compareValue ?? null]) };
    case 'SCATTER': {
      // Several series (groups or currencies) add a first column naming each point's series.
      const { series } = answer.rawOutput;
      const named = series.length > 1;
      const header = [...(named ? ['Series'] : []), 'Item', answer.settingsUsed.xAxis.metricName, answer.settingsUsed.yAxis.metricName];
      return { header, rows: series.flatMap((entry) => entry.points.map((point) => [...(named ? [entry.label] : []), point.label, point.x, point.y])) };
    }
    case 'DATA_TABLE': {
      const { columns, rows } = answer.rawOutput;
      return { header: columns.map((column) => column.name), rows: rows.map((row) => columns.map((column) => row.values[column.key] ?? null)) };
    }
    case 'MATRIX_TABLE': {
      const { columns, rows, verticalDimension } = answer.rawOutput;
      return { header: [verticalDimension.name, ...columns.map((column) => column.label)], rows: rows.map((row) => [row.label, ...columns.map((column) => row.values[column.key] ?? null)]) };
    }
    case 'PERFORMANCE_OVERVIEW':
      return {
        header: [answer.rawOutput.dimension.name, 'Sub item', answer.rawOutput.metric.name, 'Compare value', 'Trend %'],
        rows: answer.rawOutput.items.flatMap((item) => [
          [item.label, null, item.value, item.compareValue, item.trend],
          ...item.subRows.map((sub) => [item.label, sub.label, sub.value, sub.compareValue, sub.trend]),
        ]),
      };
    case 'PRODUCT_OVERVIEW': {
      const names = answer.rawOutput.products[0]?.metrics.map((metric) => metric.name) ?? [];
      return { header: ['Product', 'Brand', 'Retailers', ...names], rows: answer.rawOutput.products.map((product) => [product.name, product.brand, product.retailerCount, ...product.metrics.map((metric) => metric.value)]) };
    }
    case 'TEXT':
      return { header: ['Title', 'Text'], rows: answer.rawOutput.fields.map((field) => [field.title, field.blocks.map((block) => block.spans.map((span) => span.text).join('')).join('\n')]) };
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
        rows: products.map((product) => [product.name, product.brand, product.ean, ...retailers.map((retailer) => stateAt(product, retailer.id))]),
      };
    }
  }
}

/** Text that a spreadsheet would run as a formula is kept as text (leading apostrophe). */
export function safeCell(cell: Cell): Cell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export async function writeExport(table: ExportTable, format: 'csv' | 'excel', sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Widget');
  sheet.addRow(table.header.map(safeCell));
  for (const row of table.rows) sheet.addRow(row.map(safeCell));
  const data = format === 'csv' ? await workbook.csv.writeBuffer() : await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/** A file name from the widget name: letters, digits, spaces, dots and dashes only. */
export function exportFileName(name: string, format: 'csv' | 'excel'): string {
  const base = name.replace(/[^\p{L}\p{N} ._-]+/gu, ' ').trim().replace(/\s+/g, ' ') || 'download';
  return `${base}.${format === 'csv' ? 'csv' : 'xlsx'}`;
}
