import { PlusOutlined } from '@ant-design/icons';
import type { AvailableOption } from '@shelfsight/contracts';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';

export interface FilterListsValue {
  brands: number[];
  categories: number[];
  tags: number[];
}

export interface TagOption {
  id: number;
  value: string;
}

export interface SelectionFilterFormProps {
  retailerName: string;
  brands: readonly AvailableOption[];
  categories: readonly AvailableOption[];
  tags: readonly TagOption[];
  /** Told what is typed in the brand and category pickers: the server searches (searchQuery). */
  onSearchBrands: (searchQuery: string) => void;
  onSearchCategories: (searchQuery: string) => void;
  onAdd: (lists: FilterListsValue) => void;
  disabled?: boolean;
}

const counted = (option: AvailableOption) => ({ value: option.id, label: `${option.name} (${option.productCount})` });
const empty = (): FilterListsValue => ({ brands: [], categories: [], tags: [] });

/**
 * One new filter of a retailer: brands, categories and tags, of which a product must match every list chosen.
 * Brands and categories are searched on the server and show how many of the retailer's products they hold.
 */
export function SelectionFilterForm(props: SelectionFilterFormProps) {
  const [lists, setLists] = useState<FilterListsValue>(empty);
  const set = (key: keyof FilterListsValue) => (ids: number[]) => setLists((current) => ({ ...current, [key]: ids }));
  const chosen = lists.brands.length + lists.categories.length + lists.tags.length > 0;
  return (
    <Space wrap align="start">
      <Select
        mode="multiple"
        aria-label={`Brands at ${props.retailerName}`}
        placeholder="Brands"
        style={{ minWidth: 200 }}
        value={lists.brands}
        options={props.brands.map(counted)}
        showSearch={{ filterOption: false, onSearch: props.onSearchBrands }}
        onChange={set('brands')}
        disabled={props.disabled}
      />
      <Select
        mode="multiple"
        aria-label={`Categories at ${props.retailerName}`}
        placeholder="Categories"
        style={{ minWidth: 200 }}
        value={lists.categories}
        options={props.categories.map(counted)}
        showSearch={{ filterOption: false, onSearch: props.onSearchCategories }}
        onChange={set('categories')}
        disabled={props.disabled}
      />
      <Select
        mode="multiple"
        aria-label={`Tags at ${props.retailerName}`}
        placeholder="Tags"
        style={{ minWidth: 200 }}
        value={lists.tags}
        options={props.tags.map((tag) => ({ value: tag.id, label: tag.value }))}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={set('tags')}
        disabled={props.disabled}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={!chosen || props.disabled}
        onClick={() => {
          props.onAdd(lists);
          setLists(empty());
        }}
      >
        Add filter
      </Button>
    </Space>
  );
}
