import { FilterOutlined } from '@ant-design/icons';
import {
  filterDimensions,
  type AvailableFilters,
  type FilterItem,
  type SavedFilter,
  type SavedFilterSegment,
} from '@shelfsight/contracts';
import { Button, Card, Checkbox, Flex, Select, Typography } from 'antd';
import type { FilterSelection } from '../../state/dashboardFiltersSlice';

export const FILTER_BAR_TEXTS = {
  title: 'Filters',
  savedFilters: 'Saved filters',
  all: 'All',
  apply: 'Apply',
  reset: 'Reset to default',
  showAllData: 'Show all data',
  changed: 'Changes are not applied yet.',
  licenseExcluded: 'not in your licence',
  roleExcluded: 'not available to your role',
} as const;

/** The segments the bar offers, in the order of spec 2 §3's filter dimensions. */
export const barSegments = filterDimensions.filter(
  (dimension): dimension is SavedFilterSegment => dimension !== 'savedFilters',
);

/** An item's option: excluded by licence or role, it is shown but cannot be chosen (spec 2 §6). */
const optionOf = (item: FilterItem) => {
  const why = item.licenseExcluded
    ? FILTER_BAR_TEXTS.licenseExcluded
    : item.roleExcluded
      ? FILTER_BAR_TEXTS.roleExcluded
      : null;
  const name = item.details ? `${item.name} (${item.details})` : item.name;
  return { value: item.id, label: why ? `${name} — ${why}` : name, disabled: why !== null };
};

export interface DashboardFilterBarProps {
  savedFilters: readonly SavedFilter[];
  /** available-filters-for-user; a segment it does not offer is not shown. */
  available: AvailableFilters | undefined;
  /** Items of the segments loaded so far (a segment loads when opened or when something in it is chosen). */
  items: Partial<Record<SavedFilterSegment, readonly FilterItem[]>>;
  draft: FilterSelection;
  changed: boolean;
  /** DISABLE_DATA_FILTER: the reader may turn data filtering off. */
  canShowAllData: boolean;
  applying?: boolean;
  onSegmentOpen: (segment: SavedFilterSegment) => void;
  onSavedFiltersChange: (ids: number[]) => void;
  onSegmentChange: (segment: SavedFilterSegment, ids: number[]) => void;
  onShowAllData: () => void;
  onApply: () => void;
  onReset: () => void;
}

/**
 * The dashboard's filter bar (spec 2 §3, §4): saved filters and the segments offered to the reader, each a
 * searchable multi-select. What it shows is a draft: widgets change on Apply only.
 */
export function DashboardFilterBar(props: DashboardFilterBarProps) {
  const { draft, available, items } = props;
  const offered = barSegments.filter((segment) => available?.[segment]?.available);
  return (
    <Card size="small" role="search" aria-label={FILTER_BAR_TEXTS.title}>
      <Flex gap="small" wrap align="center">
        <FilterOutlined aria-hidden />
        <Select
          // Own ids: the generated one is the same for every select under test, and clashes with dialogs' titles.
          id="filter-bar-savedFilters"
          mode="multiple"
          aria-label={FILTER_BAR_TEXTS.savedFilters}
          placeholder={FILTER_BAR_TEXTS.savedFilters}
          // A fixed width: a responsive tag count in a select that grows with its tags, in a wrapping row, can keep
          // re-measuring itself (the row reflows, the count changes, the row reflows back).
          style={{ width: 220 }}
          maxTagCount="responsive"
          showSearch={{ optionFilterProp: 'label' }}
          value={draft.savedFilterIds}
          options={props.savedFilters.map((filter) => ({
            value: filter.id,
            label: filter.isOwnedByMe || !filter.ownerName ? filter.name : `${filter.name} (${filter.ownerName})`,
          }))}
          onChange={props.onSavedFiltersChange}
        />
        {offered.map((segment) => {
          const label = available?.[segment]?.label ?? segment;
          const loaded = items[segment];
          const chosen = draft.segments[segment];
          return (
            <Select
              key={segment}
              id={`filter-bar-${segment}`}
              mode="multiple"
              aria-label={label}
              placeholder={`${label}: ${FILTER_BAR_TEXTS.all}`}
              style={{ width: 200 }}
              maxTagCount="responsive"
              loading={loaded === undefined && chosen.length > 0}
              showSearch={{ optionFilterProp: 'label' }}
              // Chosen ids show as ids until the segment's items arrive.
              value={loaded ? chosen.filter((id) => loaded.some((item) => item.id === id)) : chosen}
              options={(loaded ?? []).map(optionOf)}
              onOpenChange={(open) => open && props.onSegmentOpen(segment)}
              onChange={(ids: number[]) => props.onSegmentChange(segment, ids)}
            />
          );
        })}
        {props.canShowAllData ? (
          <Checkbox checked={draft.allData} disabled={draft.allData} onChange={() => props.onShowAllData()}>
            {FILTER_BAR_TEXTS.showAllData}
          </Checkbox>
        ) : null}
        <Button type={props.changed ? 'primary' : 'default'} loading={props.applying} onClick={props.onApply}>
          {FILTER_BAR_TEXTS.apply}
        </Button>
        <Button onClick={props.onReset}>{FILTER_BAR_TEXTS.reset}</Button>
        {props.changed ? <Typography.Text type="secondary">{FILTER_BAR_TEXTS.changed}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}
