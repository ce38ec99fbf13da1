import { type FilterItem, type SavedFilter, savedFilterSegments, type SavedFilterSegment } from '@shelfsight/contracts';
import { Collapse, Form, Select } from 'antd';
import { errorAt } from '../../utils/formValues';

/** The items of one segment and whether they are still loading; the page binds it to the server. */
export type UseSegmentItems = (segment: SavedFilterSegment) => { items: FilterItem[]; loading: boolean };

export const segmentLabels: Record<SavedFilterSegment, string> = {
  retailers: 'Retailers',
  brands: 'Brands',
  brandTypes: 'Brand types',
  sellers: 'Sellers',
  countries: 'Countries',
  products: 'Products',
  tags: 'Tags',
  searchKeywords: 'Search keywords',
  searchCategories: 'Search categories',
  visibilityClusters: 'Visibility clusters',
};

const statusOf = (message: string | undefined) => (message ? { validateStatus: 'error' as const, help: message } : {});

function SegmentField({ segment, useSegmentItems }: { segment: SavedFilterSegment; useSegmentItems: UseSegmentItems }) {
  const { items, loading } = useSegmentItems(segment);
  const options = items.map((item) => ({
    value: item.id,
    label: item.details ? `${item.name} (${item.details})` : item.name,
    disabled: item.excluded || item.licenseExcluded || item.roleExcluded,
  }));
  return (
    <Form.Item label={segmentLabels[segment]} name={segment}>
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

export interface FilterFieldsProps {
  savedFilters: SavedFilter[];
  useSegmentItems: UseSegmentItems;
  errors: Record<string, string>;
}

/**
 * The filters an alert runs with (spec 2 §3 filterSet): saved filters, and the segments behind "More
 * filters", whose item lists load only once it is opened.
 */
export function FilterFields({ savedFilters, useSegmentItems, errors }: FilterFieldsProps) {
  const chosenSegments = Form.useWatch((values: Record<string, number[] | undefined>) =>
    savedFilterSegments.reduce((count, segment) => count + (values[segment]?.length ?? 0), 0),
  );
  return (
    <>
      <Form.Item
        label="Saved filters"
        name="savedFilterIds"
        extra="The alert checks the data these filters leave, as a dashboard would."
        {...statusOf(errorAt(errors, 'filterSet.savedFilterIds'))}
      >
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
