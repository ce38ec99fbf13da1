import { useGetSavedWidgetQuery, useGetWidgetUsersQuery, useIsReadOnly } from '@shelfsight/api-client';
import { DEFAULT_DATE_PICKER_VALUE, savedWidgetRoutes, type SavedWidget } from '@shelfsight/contracts';
import { Alert, Button, Card, Col, Form, Result, Row, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateWidgetMutation, useShareWidgetMutation, useUpdateWidgetMutation } from '../api/savedWidgetsApi';
import {
  useGetColumnGroupsQuery,
  useGetDimensionsQuery,
  useGetMetricsQuery,
  useGetTableFieldsQuery,
} from '../api/widgetMetadataApi';
import { PERIOD_SETTING, previewPeriodOf, usePeriodContext } from '@shelfsight/widget-kit/period';
import { useRetailerChoices } from '@shelfsight/product-kit';
import { ShareWidgetDialog } from '../components/ShareWidgetDialog';
import {
  editorValuesOf,
  mergeEditorValues,
  NEW_WIDGET,
  previewDefinitionOf,
  usesPriceIndex,
  WidgetEditor,
  widgetInputOf,
  type EditorValues,
} from '../components/WidgetEditor';
import { DOWNLOAD_TEXTS, WidgetDownloadMenu } from '@shelfsight/widget-kit';
import { WidgetPreview } from '@shelfsight/widget-kit';
import { returnAddressOf, returnTripOf, type ReturnTrip } from './returnTrip';
import { saveErrorsOf } from './saveErrors';

export const RETURN_TRIP_TEXT =
  'Saving adds this widget to the dashboard you are editing; Cancel goes back to it without adding anything.';

/** What a download of the draft would compute, its period aside (a download is sent the period drawn). */
function contentOf(values: EditorValues): string {
  const definition = previewDefinitionOf(widgetInputOf({ ...values, period: null }));
  if (!definition) return '';
  const { [PERIOD_SETTING]: _period, ...settings } = definition.customSettings ?? {};
  return JSON.stringify({ ...definition, customSettings: settings });
}

/** The id of ?id= as a whole number (spec 2 §2); anything else means a new widget. */
function idOf(raw: string | null): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The editor; opened from the dashboard editor (`trip`), saving and Cancel both go back there, a created
 * widget named in the address for it to place.
 */
function EditorForm({ widget, trip }: { widget: SavedWidget | null; trip: ReturnTrip | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<EditorValues>();
  const initialValues = useMemo(() => (widget ? editorValuesOf(widget) : NEW_WIDGET), [widget]);
  const metrics = useGetMetricsQuery();
  const dimensions = useGetDimensionsQuery();
  const tableFields = useGetTableFieldsQuery();
  const columnGroups = useGetColumnGroupsQuery();
  const [create, creating] = useCreateWidgetMutation();
  const [update, updating] = useUpdateWidgetMutation();
  const [share] = useShareWidgetMutation();
  const [sharing, setSharing] = useState(false);
  const users = useGetWidgetUsersQuery(undefined, { skip: !sharing });
  const [generalError, setGeneralError] = useState<string | null>(null);
  const values = Form.useWatch([], form) as EditorValues | undefined;
  const definition = useMemo(
    () => previewDefinitionOf(widgetInputOf(mergeEditorValues(initialValues, values))),
    [initialValues, values],
  );
  // Retailers are needed only to pick the one a price index compares with.
  const retailers = useRetailerChoices('access', {
    skip: !usesPriceIndex(mergeEditorValues(initialValues, values)),
  });
  const periodContext = usePeriodContext();
  // Null is a choice (no own period), so only a form without the field yet falls back to the starting value.
  const periodValue = values && 'period' in values ? values.period : initialValues.period;
  // The preview draws the days the picker shows, so what is saved is what was seen; without an own period, the default ones.
  const period = useMemo(
    () => previewPeriodOf(periodValue ?? DEFAULT_DATE_PICKER_VALUE, periodContext),
    [periodValue, periodContext],
  );
  // Downloads compute the stored widget: while the draft differs, the file would not be what is drawn.
  const unsavedChanges = useMemo(
    () => widget !== null && contentOf(mergeEditorValues(initialValues, values)) !== contentOf(initialValues),
    [widget, initialValues, values],
  );

  const onSubmit = async (submitted: EditorValues) => {
    const input = widgetInputOf(mergeEditorValues(initialValues, submitted));
    const result = widget ? await update({ id: widget.id, input }) : await create(input);
    if (!('error' in result)) {
      return void navigate(trip ? returnAddressOf(trip, widget ? undefined : result.data.id) : savedWidgetRoutes.list);
    }
    const errors = saveErrorsOf(result.error);
    form.setFields(
      Object.entries(errors.fields).map(([path, message]) => ({
        name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        errors: [message],
      })),
    );
    setGeneralError(errors.general);
  };

  return (
    <Row gutter={[24, 24]}>
      {trip && !widget ? (
        <Col span={24}>
          <Alert type="info" showIcon title={RETURN_TRIP_TEXT} />
        </Col>
      ) : null}
      <Col xs={24} xl={12}>
        <WidgetEditor
          form={form}
          initialValues={initialValues}
          metrics={metrics.data ?? []}
          dimensions={dimensions.data ?? []}
          tableFields={tableFields.data ?? []}
          columnGroups={columnGroups.data ?? []}
          retailers={retailers.data ?? []}
          editingScatter={widget?.visualizationType === 'SCATTER'}
          generalError={generalError}
          saving={creating.isLoading || updating.isLoading}
          retentionMonths={periodContext.retentionMonths}
          today={periodContext.today}
          onSubmit={(submitted) => void onSubmit(submitted)}
          onCancel={() => void navigate(trip ? returnAddressOf(trip) : savedWidgetRoutes.list)}
        />
      </Col>
      <Col xs={24} xl={12}>
        <Card
          title="Preview"
          extra={
            <Space size="small">
              {/* The file is the widget as saved, over the days the picker shows; a new widget has one once saved. */}
              <WidgetDownloadMenu
                widgetId={widget?.id ?? null}
                widgetName={widget?.name ?? 'new widget'}
                period={period}
                disabledReason={unsavedChanges ? DOWNLOAD_TEXTS.unsavedChanges : null}
              />
              {widget && <Button onClick={() => setSharing(true)}>Share</Button>}
            </Space>
          }
        >
          <WidgetPreview definition={definition} period={period} label="Widget preview" />
        </Card>
      </Col>
      {sharing && widget && (
        <ShareWidgetDialog
          widget={widget}
          users={users.data?.users ?? []}
          onCancel={() => setSharing(false)}
          onShare={(userIds) => {
            void share({ id: widget.id, userIds });
            setSharing(false);
          }}
        />
      )}
    </Row>
  );
}

/** /widgets/edit/?id=: edits a widget the user owns, or creates one when there is no id. */
export function WidgetEditorPage() {
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const trip = useMemo(() => returnTripOf(params), [params]);
  const readOnly = useIsReadOnly();
  const widget = useGetSavedWidgetQuery(id ?? 0, { skip: id === null });
  const title = id === null ? 'New widget' : 'Edit widget';

  let body;
  if (readOnly) body = <Result status="403" title="Your role is read-only: widgets cannot be created or changed." />;
  else if (id !== null && widget.isLoading) body = <Skeleton active />;
  else if (id !== null && (widget.isError || !widget.data))
    body = <Result status="404" title="This widget does not exist or is not shared with you." />;
  else if (widget.data && widget.data.accessLevel !== 'O')
    body = <Result status="403" title="Only the owner of this widget may change it." />;
  else body = <EditorForm key={id ?? 'new'} widget={id === null ? null : (widget.data ?? null)} trip={trip} />;

  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      {body}
    </>
  );
}

export { WidgetEditorPage as Component };
