import type { ProductDetails } from '@shelfsight/contracts';
import { DAY_PICKER_FORMAT, LuxonDatePicker } from '@shelfsight/ui-kit';
import { Alert, Space, Spin, Switch, Typography } from 'antd';
import { DateTime } from 'luxon';
import { useId, useMemo, useState } from 'react';
import { comparisonOnlyAttributes, downloadTimesAttribute, pdpAttributes, type PdpAttribute } from './pdpAttributes';
import { defaultRetailerIds } from './pdpSelection';
import { PdpSettingsMenu } from './PdpSettingsMenu';
import { PdpTable, type PdpComparedDay } from './PdpTable';

export interface PdpViewProps {
  details: ProductDetails;
  /** The second day chosen to compare with, or null. */
  compareDay: string | null;
  onCompareDayChange: (day: string | null) => void;
  /** The second day's details once loaded. */
  compared?: PdpComparedDay;
  comparedLoading?: boolean;
  comparedFailed?: boolean;
}

// The days come from the server as valid ISO days; the picker's value type wants a valid DateTime.
const pickerDay = (iso: string) => DateTime.fromISO(iso) as DateTime<true>;

/** Whether any retailer has a row of the attribute in either day (positions are often absent altogether). */
const hasAny = (attribute: PdpAttribute, days: ProductDetails[]) =>
  days.some((details) => details.retailerDetails.some((detail) => attribute.compareValue?.(detail, details) !== ''));

/** The PDP tab: the retailers' pages side by side (spec 3 §2.1), optionally against a second day. */
export function PdpView({ details, compareDay, onCompareDayChange, compared, ...state }: PdpViewProps) {
  const [retailerIds, setRetailerIds] = useState(() => defaultRetailerIds(details.retailerDetails));
  const [attributeKeys, setAttributeKeys] = useState(() => pdpAttributes.map((attribute) => attribute.key));
  const [showCounts, setShowCounts] = useState(false);
  const [showDownloadTimes, setShowDownloadTimes] = useState(false);
  const labelIds = { downloadTimes: useId(), counts: useId() };

  const shownCompared = compareDay ? compared : undefined;
  // Columns in the details' order, whatever order they were chosen in.
  const retailers = details.retailerDetails.filter((retailer) => retailerIds.includes(retailer.retailerId));
  const rows = useMemo(() => {
    const chosen = pdpAttributes.filter((attribute) => attributeKeys.includes(attribute.key));
    // The download times go under 'Downloaded at', or first when that row is not chosen.
    const timesAt = chosen.findIndex((attribute) => attribute.key === 'downloadedAt') + 1;
    const withTimes = showDownloadTimes
      ? [...chosen.slice(0, timesAt), downloadTimesAttribute, ...chosen.slice(timesAt)]
      : chosen;
    if (!shownCompared) return withTimes;
    const days = [details, shownCompared.details];
    return [...withTimes, ...comparisonOnlyAttributes.filter((attribute) => hasAny(attribute, days))];
  }, [attributeKeys, showDownloadTimes, shownCompared, details]);

  return (
    <Space orientation="vertical" size="middle" style={{ display: 'flex' }}>
      <Space wrap size="large">
        <PdpSettingsMenu
          retailers={details.retailerDetails}
          selectedRetailerIds={retailerIds}
          onRetailersChange={setRetailerIds}
          attributes={pdpAttributes}
          selectedAttributeKeys={attributeKeys}
          onAttributesChange={setAttributeKeys}
        />
        <Space>
          <Switch
            checked={showDownloadTimes}
            onChange={setShowDownloadTimes}
            aria-labelledby={labelIds.downloadTimes}
          />
          <span id={labelIds.downloadTimes}>Download times</span>
        </Space>
        <Space>
          <Switch checked={showCounts} onChange={setShowCounts} aria-labelledby={labelIds.counts} />
          <span id={labelIds.counts}>Title word and character counts</span>
        </Space>
        <Space>
          <Typography.Text>Compare with</Typography.Text>
          <LuxonDatePicker
            aria-label="Day to compare with"
            placeholder="Choose a day"
            format={DAY_PICKER_FORMAT}
            value={compareDay ? pickerDay(compareDay) : null}
            minDate={pickerDay(details.retention.minDate)}
            maxDate={pickerDay(details.retention.maxDate)}
            onChange={(day) => onCompareDayChange(day ? day.toISODate() : null)}
          />
          {state.comparedLoading ? <Spin size="small" /> : null}
        </Space>
      </Space>
      {state.comparedFailed ? (
        <Alert type="error" showIcon title="The details of the day to compare with could not be loaded." />
      ) : null}
      <PdpTable
        details={details}
        retailers={retailers}
        attributes={rows}
        options={{ showCounts }}
        compared={shownCompared}
      />
    </Space>
  );
}
