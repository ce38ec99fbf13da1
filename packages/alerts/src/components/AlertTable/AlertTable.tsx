import type { Alert, AlertCheckStatus } from '@shelfsight/contracts';
import { DeleteButton, formatPrettyDate } from '@shelfsight/ui-kit';
import { Button, Space, Switch, Table, Tag, theme, Tooltip, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { conditionText } from '../../utils/conditionText';
import { metricName } from '../../utils/metricName';

export interface AlertTableProps {
  alerts: Alert[];
  loading?: boolean;
  /** Read-only viewers get no switches and no actions that change anything. */
  readOnly?: boolean;
  /** The alert being checked now, whose button spins. */
  checkingId?: number | null;
  onEdit(alert: Alert): void;
  onCopy(alert: Alert): void;
  onDelete(alert: Alert): void;
  onToggleActive(alert: Alert, isActive: boolean): void;
  onCheck(alert: Alert): void;
  /** The alert a link pointed to (`?id=`): its page is shown, the row marked and scrolled to. */
  highlightId?: number | null;
}

const PAGE_SIZE = 25;
const bySubject = (a: Alert, b: Alert) => a.subject.localeCompare(b.subject);

/** Status chips as spec 2 §4 colours them: raised is open (error-like), OK is done (success), else default. */
const statusChips: Record<AlertCheckStatus, { color: string; label: string }> = {
  RAISED: { color: 'error', label: 'Raised' },
  OK: { color: 'success', label: 'OK' },
  FAILED: { color: 'default', label: 'Check failed' },
};

function StatusChip({ alert }: { alert: Alert }) {
  if (alert.lastCheckStatus === null) return <Tag>Not checked yet</Tag>;
  const chip = statusChips[alert.lastCheckStatus];
  const tag = <Tag color={chip.color}>{chip.label}</Tag>;
  return alert.lastCheckMessage ? <Tooltip title={alert.lastCheckMessage}>{tag}</Tooltip> : tag;
}

/**
 * Alerts with their rule in words, whether they are on, their latest check and when they last raised. Only
 * the owner edits, switches, checks or deletes (spec 2 §6); anyone but a read-only viewer may copy. A row
 * with a negative id is still being created and has no actions yet.
 */
export function AlertTable(props: AlertTableProps) {
  const { alerts, loading, readOnly, checkingId, onEdit, onCopy, onDelete, onToggleActive, onCheck, highlightId } =
    props;
  const { token } = theme.useToken();
  const [page, setPage] = useState(1);
  // The page the highlighted alert is on, in the table's default order (by subject).
  const highlightIndex = highlightId ? [...alerts].sort(bySubject).findIndex((alert) => alert.id === highlightId) : -1;
  useEffect(() => {
    if (highlightIndex < 0) return;
    setPage(Math.floor(highlightIndex / PAGE_SIZE) + 1);
    // After the page has rendered; jsdom has no scrollIntoView.
    const frame = requestAnimationFrame(() =>
      document.querySelector(`tr[data-row-key="${highlightId}"]`)?.scrollIntoView?.({ block: 'center' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [highlightId, highlightIndex]);
  const columns: TableProps<Alert>['columns'] = [
    {
      title: 'Subject',
      dataIndex: 'subject',
      key: 'subject',
      sorter: bySubject,
      defaultSortOrder: 'ascend',
    },
    { title: 'Metric', key: 'metric', render: (_, alert) => metricName(alert.metricId) },
    { title: 'Condition', key: 'condition', render: (_, alert) => conditionText(alert) },
    {
      title: 'Active',
      key: 'active',
      render: (_, alert) => (
        <Switch
          size="small"
          aria-label={`Active ${alert.subject}`}
          checked={alert.isActive}
          disabled={readOnly || !alert.isOwnedByMe || alert.id < 0}
          onChange={(checked) => onToggleActive(alert, checked)}
        />
      ),
    },
    { title: 'Last check', key: 'status', render: (_, alert) => <StatusChip alert={alert} /> },
    { title: 'Last raised', key: 'raised', render: (_, alert) => formatPrettyDate(alert.lastAlertRaised) },
    {
      title: 'Owner',
      key: 'owner',
      render: (_, alert) => (alert.isOwnedByMe ? <Tag color="blue">Me</Tag> : alert.owner.name),
    },
  ];
  if (!readOnly) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, alert) => {
        const pending = alert.id < 0;
        const own = alert.isOwnedByMe;
        return (
          <Space wrap>
            {own && (
              <Button
                size="small"
                aria-label={`Edit ${alert.subject}`}
                disabled={pending}
                onClick={() => onEdit(alert)}
              >
                Edit
              </Button>
            )}
            <Button size="small" aria-label={`Copy ${alert.subject}`} disabled={pending} onClick={() => onCopy(alert)}>
              Copy
            </Button>
            {own && (
              <Button
                size="small"
                aria-label={`Check ${alert.subject} now`}
                disabled={pending}
                loading={checkingId === alert.id}
                onClick={() => onCheck(alert)}
              >
                Check now
              </Button>
            )}
            {own && (
              <DeleteButton
                kind="alert"
                name={alert.subject}
                consequence="Its recipients are no longer told."
                onConfirm={() => onDelete(alert)}
                disabled={pending}
              />
            )}
          </Space>
        );
      },
    });
  }
  return (
    <Table<Alert>
      rowKey="id"
      columns={columns}
      dataSource={alerts}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, current: page, onChange: setPage }}
      onRow={(alert) =>
        alert.id === highlightId ? { 'aria-current': 'true', style: { background: token.colorWarningBg } } : {}
      }
      locale={{ emptyText: 'No alerts yet.' }}
    />
  );
}
