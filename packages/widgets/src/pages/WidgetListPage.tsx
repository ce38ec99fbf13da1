import {
  useAppDispatch,
  useAppSelector,
  useGetSavedWidgetsQuery,
  useGetWidgetUsersQuery,
  useIsReadOnly,
} from '@shelfsight/api-client';
import { savedWidgetRoutes, type SavedWidget } from '@shelfsight/contracts';
import { DateRangePicker, useConfirm } from '@shelfsight/ui-kit';
import { Button, Flex, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCopyWidgetMutation, useDeleteWidgetMutation, useShareWidgetMutation } from '../api/savedWidgetsApi';
import { useGetMetricsQuery } from '../api/widgetMetadataApi';
import { ShareWidgetDialog } from '../components/ShareWidgetDialog';
import { WidgetList } from '../components/WidgetList';
import { previewPeriodOf, usePeriodContext } from '@shelfsight/widget-kit/period';
import { selectUpdatingWidgetIds, selectWidgetListPeriod, widgetListPeriodChanged } from '../state/widgetsSlice';

/** /widgets/: the widgets the user owns or that are shared with them, each drawing live. */
export function WidgetListPage() {
  const readOnly = useIsReadOnly();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const widgets = useGetSavedWidgetsQuery();
  const metrics = useGetMetricsQuery();
  const updatingIds = useAppSelector(selectUpdatingWidgetIds);
  const [sharing, setSharing] = useState<SavedWidget | null>(null);
  const widgetUsers = useGetWidgetUsersQuery(undefined, { skip: sharing === null });
  const [copyWidget] = useCopyWidgetMutation();
  const [deleteWidget] = useDeleteWidgetMutation();
  const [shareWidget] = useShareWidgetMutation();
  // One period for every preview, so the widgets can be read side by side (spec 2 §4, §9).
  const dispatch = useAppDispatch();
  const periodValue = useAppSelector(selectWidgetListPeriod);
  const periodContext = usePeriodContext();
  const period = useMemo(() => previewPeriodOf(periodValue, periodContext), [periodValue, periodContext]);
  const metricNames = useMemo(
    () => new Map((metrics.data ?? []).map((metric) => [metric.id, metric.name])),
    [metrics.data],
  );

  const onDelete = async (widget: SavedWidget) => {
    if (await confirm({ content: `Delete the widget ${widget.name}?` })) void deleteWidget(widget.id);
  };

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Widgets
        </Typography.Title>
        <Space wrap>
          <DateRangePicker
            value={periodValue}
            onChange={(value) => dispatch(widgetListPeriodChanged(value))}
            retentionMonths={periodContext.retentionMonths}
            today={periodContext.today}
          />
          {!readOnly && (
            <Button type="primary" onClick={() => void navigate(savedWidgetRoutes.edit)}>
              New widget
            </Button>
          )}
        </Space>
      </Flex>
      {widgets.isLoading ? (
        <Skeleton active />
      ) : (
        <WidgetList
          widgets={widgets.data ?? []}
          metricNames={metricNames}
          updatingIds={updatingIds}
          readOnly={readOnly}
          period={period}
          onEdit={(widget) => void navigate(`${savedWidgetRoutes.edit}?id=${widget.id}`)}
          onCopy={(widget) => void copyWidget(widget)}
          onDelete={(widget) => void onDelete(widget)}
          onShare={setSharing}
        />
      )}
      {sharing && (
        <ShareWidgetDialog
          widget={sharing}
          users={widgetUsers.data?.users ?? []}
          onCancel={() => setSharing(null)}
          onShare={(userIds) => {
            void shareWidget({ id: sharing.id, userIds });
            setSharing(null);
          }}
        />
      )}
    </Flex>
  );
}

export { WidgetListPage as Component };
