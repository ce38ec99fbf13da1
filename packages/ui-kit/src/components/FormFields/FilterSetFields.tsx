import {
  type FilterItem,
  type SavedFilter,
  savedFilterSegmentLabels,
  savedFilterSegments,
  type SavedFilterSegment,
} from '@shelfsight/contracts';
import { Collapse, Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { fieldStatus } from './formStatus';

/** The items of one segment and whether they are still loading; the page binds it to the server. */
export type UseSegmentItems = (segment: SavedFilterSegment) => { items: FilterItem[]; loading: boolean };

function SegmentField({ segment, useSegmentItems }: { segment: SavedFilterSegment; useSegmentItems: UseSegmentItems }) {
  const { items, loading } = useSegmentItems(segment);
  const options = items.map((item) => ({
    value: item.id,
    label: item.details ? `${item.name} (${item.details})` : item.name,
    disabled: item.excluded || item.licenseExcluded || item.roleExcluded,
  }));
  return (
    <Form.Item label={savedFilterSegmentLabels[segment]} name={segment}>
      <Select<number[]>
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        loading={loading}
        placeholder="Any"
        maxTagCount="responsive"
      />
    </Form.Item>
  );
}

export interface FilterSetFieldsProps {
  savedFilters: SavedFilter[];
  useSegmentItems: UseSegmentItems;
  /** The message for the saved filters, if any. */
  error?: string;
  /** What the filters do, under the saved filters. */
  extra?: ReactNode;
}

/**
 * A filter set (spec 2 §3): saved filters (form field `savedFilterIds`), and one field per segment (named
 * after the segment) behind "More filters", whose item lists load only once it is opened.
 */
export function FilterSetFields({ savedFilters, useSegmentItems, error, extra }: FilterSetFieldsProps) {
  // preserve: the segment fields mount only once "More filters" opens, but their values count before that.
  const chosenSegments = Form.useWatch(
    (values: Record<string, number[] | undefined>) =>
      savedFilterSegments.reduce((count, segment) => count + (values[segment]?.length ?? 0), 0),
    { preserve: true },
  );
  return (
    <>
      <Form.Item label="Saved filters" name="savedFilterIds" extra={extra} {...fieldStatus(error)}>
        <Select<number[]>
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={savedFilters.map((filter) => ({ value: filter.id, label: filter.name }))}
          placeholder="No saved filter"
        />
      </Form.Item>
      <Collapse
        size="small"
        style={{ marginBottom: 24 }}
        items={[
          {
            key: 'segments',
            label: chosenSegments ? `More filters (${chosenSegments} chosen)` : 'More filters',
            children: savedFilterSegments.map((segment) => (
              <SegmentField key={segment} segment={segment} useSegmentItems={useSegmentItems} />
            )),
          },
        ]}
      />
    </>
  );
}
