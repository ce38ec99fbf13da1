import { Select, type SelectProps } from 'antd';
import type { ProductChoice } from '../../api/catalogueApi';
import { ProductRow } from '../ProductRow';

interface ProductOption {
  value: number;
  label: string;
  gtin: string | null;
}

/** A product id, or the ids of several with `mode="multiple"`. */
type ProductValue = number | number[];

export type ProductPickerProps<Value extends ProductValue = ProductValue> = Omit<
  SelectProps<Value, ProductOption>,
  'options' | 'showSearch' | 'filterOption' | 'optionFilterProp' | 'optionRender'
> & {
  /** The products to offer (`useProductChoices()` gives the customer's active ones, by name). */
  products: readonly ProductChoice[];
};

/** Whether a product matches what was typed: a part of its name (any case) or of its GTIN. */
export function productMatches(search: string, product: { label: string; gtin: string | null }): boolean {
  const typed = search.trim().toLowerCase();
  if (!typed) return true;
  return product.label.toLowerCase().includes(typed) || (product.gtin?.includes(typed) ?? false);
}

/**
 * Picks one product, or several with `mode="multiple"`, searched by name or GTIN (a scanned barcode finds its
 * product). Options show the GTIN beside the name; value and change are the select's: product ids.
 */
export function ProductPicker<Value extends ProductValue = ProductValue>({
  products,
  ...select
}: ProductPickerProps<Value>) {
  return (
    <Select<Value, ProductOption>
      showSearch={{ filterOption: (search, option) => (option ? productMatches(search, option) : false) }}
      {...select}
      options={products.map((product) => ({ value: product.id, label: product.name, gtin: product.gtin }))}
      optionRender={(option) => <ProductRow product={{ name: option.data.label, gtin: option.data.gtin }} />}
    />
  );
}
