import { selectActiveCustomerId, useAppSelector } from '@shelfsight/api-client';
import { contentScoreRoutes, type IsoDate, parseIsoDate } from '@shelfsight/contracts';
import { RetailerPicker, useRetailerChoices } from '@shelfsight/product-kit';
import { DAY_PICKER_FORMAT, formatPrettyDate, LuxonDatePicker, recordIdOf } from '@shelfsight/ui-kit';
import { Alert, Button, Card, Flex, Form, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCalculateDccQuery, useGetDccDefinitionQuery, useGetDccVersionsQuery } from '../api/dccApi';
import { DccAccordion } from '../components/DccAccordion';
import { DccExceptionsSection } from './DccExceptionsSection';
import { DccFixesSection } from '../components/DccFixesSection';
import { GroupsEditor } from '../components/GroupsEditor';
import { ItemEditor } from '../components/ItemEditor';
import { ScoreState } from '../components/ScoreState';
import { VersionBar } from '../components/VersionBar';
import { useMayChangeDcc } from './useMayChangeDcc';

const failed = 'Something went wrong. Please try again or contact support.';

/**
 * /settings/dcc-score/: the customer's DCC versions, the active one first shown. Every member reads them;
 * administrators copy, rename and activate them, add, remove and edit groups, and add, remove or edit a
 * component or condition in steps, and the exceptions (which hold for every version). Below, what to fix first
 * at a retailer or for a brand.
 */
export function DccScorePage() {
  const mayChange = useMayChangeDcc();
  // On a cold load the screen can render before the active customer is chosen; asking then would fail.
  const skip = useAppSelector(selectActiveCustomerId) === null;
  const versions = useGetDccVersionsQuery(undefined, { skip });
  // The version looked at lives in the address (?version=), so a reload or a shared link shows the same one.
  const [params, setParams] = useSearchParams();
  const chosen = recordIdOf(params.get('version')).id;
  const setChosen = (version: number) => setParams({ version: String(version) }, { replace: true });
  const [editing, setEditing] = useState<'groups' | 'item' | null>(null);
  const list = versions.data ?? [];
  const selected =
    (list.some((version) => version.versionNumber === chosen) ? chosen : null) ??
    (list.find((version) => version.isActiveVersion) ?? list[0])?.versionNumber ??
    null;
  const definition = useGetDccDefinitionQuery(selected ?? 0, { skip: skip || selected === null });
  // The percentages met: by default the newest day over every retailer the user may see; a content team narrows
  // them to its retailers or looks at another day. currentData, so that another version's percentages are never
  // shown beside this one's groups.
  const retailers = useRetailerChoices('access', { skip });
  const [retailerIds, setRetailerIds] = useState<number[]>([]);
  const [date, setDate] = useState<IsoDate | null>(null);
  const calculation = useCalculateDccQuery(
    { version: selected ?? 0, retailerIds, ...(date === null ? {} : { date }) },
    { skip: skip || selected === null },
  );
  const scored = calculation.currentData;

  return (
    <Card>
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          DCC score
        </Typography.Title>
        <Link to={contentScoreRoutes.testAndCompareDcc}>Test and compare versions</Link>
      </Flex>
      {versions.isError && <Alert type="error" showIcon title={failed} />}
      {versions.isLoading && <Spin />}
      {selected !== null && (
        <Flex vertical gap={16}>
          <ScoreState />
          <Flex justify="space-between" align="center" wrap gap={12}>
            <VersionBar versions={list} selected={selected} onSelect={setChosen} mayChange={mayChange} />
            {mayChange && definition.data && (
              <Space>
                <Button onClick={() => setEditing('item')}>Edit a component or condition</Button>
                <Button type="primary" onClick={() => setEditing('groups')}>
                  Edit groups
                </Button>
              </Space>
            )}
          </Flex>
          {definition.isError && <Alert type="error" showIcon title={failed} />}
          {definition.isFetching && !definition.data ? (
            <Spin />
          ) : (
            definition.data && (
              <Flex vertical gap={8}>
                <Form layout="inline" aria-label="Pages scored">
                  <Form.Item label="Retailers" htmlFor="dcc-met-retailers" style={{ marginBottom: 0 }}>
                    <RetailerPicker<number[]>
                      id="dcc-met-retailers"
                      mode="multiple"
                      allowClear
                      style={{ minWidth: 240 }}
                      placeholder="All retailers"
                      loading={retailers.isLoading}
                      retailers={retailers.data ?? []}
                      value={retailerIds}
                      onChange={setRetailerIds}
                    />
                  </Form.Item>
                  <Form.Item label="Day" htmlFor="dcc-met-date" style={{ marginBottom: 0 }}>
                    <LuxonDatePicker
                      id="dcc-met-date"
                      format={DAY_PICKER_FORMAT}
                      placeholder="Newest day"
                      value={date === null ? null : parseIsoDate(date)}
                      onChange={(day) => setDate(day?.toISODate() ?? null)}
                    />
                  </Form.Item>
                </Form>
                {scored && (
                  <Typography.Text type="secondary">
                    {scored.date === null
                      ? 'No product pages to score yet.'
                      : `Percentage met on ${formatPrettyDate(scored.date)}: ${scored.pageCount.toLocaleString('en-US')} pages, average score ${scored.averageScore === null ? 'none' : `${scored.averageScore}%`}.`}
                  </Typography.Text>
                )}
                {calculation.isError && (
                  <Typography.Text type="secondary">The percentages met could not be calculated.</Typography.Text>
                )}
                <DccAccordion key={selected} groups={definition.data.groups} calculation={scored} />
              </Flex>
            )
          )}
          <DccExceptionsSection mayChange={mayChange} skip={skip} />
          <DccFixesSection />
          {editing === 'groups' && definition.data && (
            <GroupsEditor open version={selected} groups={definition.data.groups} onClose={() => setEditing(null)} />
          )}
          {editing === 'item' && definition.data && (
            <ItemEditor version={selected} groups={definition.data.groups} onClose={() => setEditing(null)} />
          )}
        </Flex>
      )}
    </Card>
  );
}

export { DccScorePage as Component };
