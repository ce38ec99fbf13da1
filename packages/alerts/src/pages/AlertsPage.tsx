import { useIsReadOnly } from '@shelfsight/api-client';
import { type Alert, alertRoutes } from '@shelfsight/contracts';
import { App, Button, Card, Flex, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  type AlertList,
  useCheckAlertMutation,
  useDeleteAlertMutation,
  useGetAlertsQuery,
  useUpdateAlertMutation,
} from '../api/alertsApi';
import { AlertTable } from '../components/AlertTable';
import { inputOfAlert } from '../utils/alertInput';

const listOptions: { value: AlertList; label: string }[] = [
  { value: 'owned', label: 'Owned by me' },
  { value: 'recipient', label: 'I am a recipient' },
];

/**
 * /alerts/: the alerts the user owns, or those they receive (`?list=recipient`), as spec 2 §3's two
 * helpers; the owner edits, switches, checks and deletes them (spec 2 §6). `?id=` (the link of a raised
 * alert's message) marks that alert; not among mine, it is looked for among those I receive.
 */
export function AlertsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list: AlertList = params.get('list') === 'recipient' ? 'recipient' : 'owned';
  const highlightId = Number(params.get('id')) || null;
  const readOnly = useIsReadOnly();
  const { message } = App.useApp();
  const alerts = useGetAlertsQuery(list);
  const [update] = useUpdateAlertMutation();
  const [remove] = useDeleteAlertMutation();
  const [check] = useCheckAlertMutation();
  const [checkingId, setCheckingId] = useState<number | null>(null);
  const missing = highlightId !== null && alerts.isSuccess && !alerts.data.some((alert) => alert.id === highlightId);
  useEffect(() => {
    if (missing && list === 'owned') setParams({ list: 'recipient', id: String(highlightId) }, { replace: true });
  }, [missing, list, highlightId, setParams]);

  const toggle = async (alert: Alert, isActive: boolean) => {
    const result = await update({ id: alert.id, input: { ...inputOfAlert(alert), isActive }, base: alert });
    if ('error' in result) void message.error(`"${alert.subject}" could not be switched ${isActive ? 'on' : 'off'}.`);
  };
  const checkNow = async (alert: Alert) => {
    setCheckingId(alert.id);
    const result = await check(alert.id);
    setCheckingId(null);
    if ('error' in result) void message.error(`"${alert.subject}" could not be checked.`);
    else if (result.data.status === 'RAISED') void message.warning(`"${alert.subject}" raised.`);
    else if (result.data.status === 'FAILED') void message.error(result.data.message ?? 'The check failed.');
    else void message.success(`"${alert.subject}" checked: the rule does not hold.`);
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Alerts
        </Typography.Title>
        <Flex gap="small" wrap>
          <Segmented<AlertList>
            aria-label="Which alerts"
            options={listOptions}
            value={list}
            onChange={(next) => setParams(next === 'owned' ? {} : { list: next })}
          />
          {!readOnly && (
            <Button type="primary" onClick={() => void navigate(alertRoutes.create)}>
              Create alert
            </Button>
          )}
        </Flex>
      </Flex>
      <AlertTable
        alerts={alerts.data ?? []}
        loading={alerts.isLoading}
        readOnly={readOnly}
        checkingId={checkingId}
        highlightId={highlightId}
        onEdit={(alert) => void navigate(`${alertRoutes.edit}?id=${alert.id}`)}
        onCopy={(alert) => void navigate(`${alertRoutes.copy}?id=${alert.id}`)}
        onToggleActive={(alert, isActive) => void toggle(alert, isActive)}
        onCheck={(alert) => void checkNow(alert)}
        onDelete={async (alert) => {
          const result = await remove(alert.id);
          if ('error' in result) void message.error(`"${alert.subject}" could not be deleted.`);
          else void message.success(`"${alert.subject}" was deleted.`);
        }}
      />
    </Card>
  );
}

export { AlertsPage as Component };
