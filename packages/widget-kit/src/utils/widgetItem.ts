/**
 * An item of a widget's answer that a reader clicked: `key` is the answer's item key (`retailer:12`,
 * `brand:3`, possibly with a `|currency:EUR` suffix), `label` its display name ('Tesco').
 */
export interface WidgetItem {
  key: string;
  label: string;
}

/** What else is known about a click, for the screen that offers what the item opens. */
export interface WidgetItemClickDetail {
  /** The clicked column of a table (data table cells), when the click was on one. */
  columnKey?: string;
  /** The metric of the clicked value: a table's metric column, a matrix's or overview's metric. */
  metricId?: number;
  /** Dashboards the clicked column's group links to; for a click on a row outside a metric column, every group's. */
  linkedDashboardIds?: number[];
  /** The other item of a two-dimension value: the matrix column's item, or the parent of an overview's sub row. */
  crossItem?: WidgetItem;
  /** The day of a clicked line point (YYYY-MM-DD). */
  date?: string;
}

export type WidgetItemClickHandler = (item: WidgetItem, detail: WidgetItemClickDetail) => void;

/** Item keys name a dimension and an id: `retailer:12`, `brand_type:2`, with an optional currency suffix. */
const ITEM_KEY = /^[a-z_]+:[^|:]+(\|currency:[A-Z]{3})?$/;

/** Whether a row or bar key names a dimension item (rather than 'overall' or a synthetic key). */
export const isItemKey = (key: string): boolean => ITEM_KEY.test(key);

/** The product part of an item key: `product:4711`. */
const PRODUCT_ITEM = /^product:([^:]+)$/;

/**
 * The product an item key names, alone or with other items (`product:4711`, `product:4711|retailer:12`,
 * `product:4711|currency:EUR` → '4711'), whose details it can open; null for other items and for the items
 * without a product (`product:none`).
 */
export function productOfItemKey(key: string): string | null {
  for (const part of key.split('|')) {
    const id = PRODUCT_ITEM.exec(part)?.[1];
    if (id !== undefined) return id === 'none' ? null : id;
  }
  return null;
}
