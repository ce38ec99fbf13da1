import type { MatchStatus, ProductFilterSet } from '@shelfsight/contracts';
import { type RetailerChoice, RetailerPicker } from '@shelfsight/product-kit';
import { Flex, Select } from 'antd';

const STATUS_OPTIONS: { value: MatchStatus; label: string }[] = [
  { value: 'MATCHED', label: 'Matched' },
  { value: 'PARTIAL', label: 'Partly matched' },
  { value: 'UNMATCHED', label: 'Unmatched' },
];

/** What the filter bar holds; an empty field does not filter. */
export interface ProductFilterValue {
  tagIds: number[];
  matchStatuses: MatchStatus[];
  brandIds: number[];
  retailerIds: number[];
  /** One attribute column and the values a product may have in it. */
  attribute: { attributeId: number | null; values: string[] };
}

export const emptyProductFilter: ProductFilterValue = {
  tagIds: [],
  matchStatuses: [],
  brandIds: [],
  retailerIds: [],
  attribute: { attributeId: null, values: [] },
};

/** The filter sets of POST products-v2: one set holding every non-empty field, or none when nothing filters. */
export function filterSetsOf(value: ProductFilterValue): ProductFilterSet[] {
  const { attributeId, values } = value.attribute;
  const set: ProductFilterSet = {
    ...(value.brandIds.length ? { brandIds: value.brandIds } : {}),
    ...(value.tagIds.length ? { tagIds: value.tagIds } : {}),
    ...(value.retailerIds.length ? { retailerIds: value.retailerIds } : {}),
    ...(value.matchStatuses.length ? { matchStatuses: value.matchStatuses } : {}),
    ...(attributeId !== null && values.length ? { attributes: [{ attributeId, values }] } : {}),
  };
  return Object.keys(set).length ? [set] : [];
}

export interface ProductFilterBarProps {
  value: ProductFilterValue;
  onChange: (value: ProductFilterValue) => void;
  tags: { value: number; label: string }[];
  brands: { id: number; name: string }[];
  retailers: readonly RetailerChoice[];
  attributes: { id: number; name: string }[];
}

/** The products table's filters: brands, tags, assortment retailers, match status and one attribute's values. */
export function ProductFilterBar({ value, onChange, tags, brands, retailers, attributes }: ProductFilterBarProps) {
  const change = (patch: Partial<ProductFilterValue>) => onChange({ ...value, ...patch });
  return (
    <Flex wrap gap="small">
      <Select
        aria-label="Filter by brands"
        mode="multiple"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Brands"
        style={{ minWidth: 180 }}
        options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
        value={value.brandIds}
        onChange={(brandIds) => change({ brandIds })}
      />
      <Select
        aria-label="Filter by tags"
        mode="multiple"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Tags"
        style={{ minWidth: 180 }}
        options={tags}
        value={value.tagIds}
        onChange={(tagIds) => change({ tagIds })}
      />
      <RetailerPicker<number[]>
        aria-label="Filter by retailers"
        mode="multiple"
        placeholder="Expected at retailers"
        style={{ minWidth: 200 }}
        retailers={retailers}
        value={value.retailerIds}
        onChange={(retailerIds) => change({ retailerIds })}
      />
      <Select
        aria-label="Filter by match status"
        mode="multiple"
        placeholder="Match status"
        style={{ minWidth: 180 }}
        options={STATUS_OPTIONS}
        value={value.matchStatuses}
        onChange={(matchStatuses) => change({ matchStatuses })}
      />
      <Select
        aria-label="Filter by attribute"
        allowClear
        placeholder="Attribute"
        style={{ minWidth: 160 }}
        options={attributes.map((column) => ({ value: column.id, label: column.name }))}
        value={value.attribute.attributeId}
        onChange={(attributeId) => change({ attribute: { attributeId: attributeId ?? null, values: [] } })}
      />
      <Select
        aria-label="Attribute values"
        mode="tags"
        disabled={value.attribute.attributeId === null}
        placeholder="Values (type, then Enter)"
        style={{ minWidth: 200 }}
        open={false}
        value={value.attribute.values}
        onChange={(values) => change({ attribute: { ...value.attribute, values } })}
      />
    </Flex>
  );
}
