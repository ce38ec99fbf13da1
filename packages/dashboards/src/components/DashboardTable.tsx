import type { DashboardListEntry, DashboardTab } from '@shelfsight/contracts';
import { Button, Select, Space, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { dashboardViewPath } from '../utils/dashboardId';
import { DashboardIcon } from './DashboardIcon';

export const TABLE_TEXTS = {
  name: 'Name',
  owner: 'Owner',
  sharing: 'Sharing',
  tab: 'Tab',
  actions: 'Actions',
  sharedWithMe: 'Shared with me',
  sharedByMe: 'Shared',
  notShared: 'Not shared',
  noTab: 'No tab',
  copy: 'Copy',
  delete: 'Delete',
} as const;

/** How a dashboard reaches me: shared with me, shared by me with others, or mine alone. */
export const sharingOf = (dashboard: DashboardListEntry): string => {
  if (!dashboard.isOwnedByMe && dashboard.isSharedWithMe) return TABLE_TEXTS.sharedWithMe;
  return dashboard.dashboardUsers.length > 1 ? TABLE_TEXTS.sharedByMe : TABLE_TEXTS.notShared;
};

export interface DashboardTableProps {
  dashboards: readonly DashboardListEntry[];
  tabs: readonly DashboardTab[];
  readOnly: boolean;
  onCopy: (dashboard: DashboardListEntry) => void;
  onDelete: (dashboard: DashboardListEntry) => void;
  /** Puts the dashboard last on the chosen tab. */
  onChooseTab: (dashboard: DashboardListEntry, tab: DashboardTab) => void;
}

/** Every dashboard I own or that is shared with me: owner, sharing, tab; only owners delete. */
export function DashboardTable({ dashboards, tabs, readOnly, onCopy, onDelete, onChooseTab }: DashboardTableProps) {
  const tabOf = (dashboard: DashboardListEntry) => tabs.find((tab) => tab.dashboardIds.includes(dashboard.id));
  return (
    <Table<DashboardListEntry>
      rowKey="id"
      dataSource={[...dashboards]}
      pagination={dashboards.length > 20 ? { pageSize: 20 } : false}
      columns={[
        {
          title: TABLE_TEXTS.name,
          key: 'name',
          sorter: (a, b) => a.name.localeCompare(b.name),
          render: (_value, dashboard) => (
            <Link to={dashboardViewPath(dashboard.id)}>
              <Space>
                <DashboardIcon name={dashboard.icon} />
                {dashboard.name}
              </Space>
            </Link>
          ),
        },
        { title: TABLE_TEXTS.owner, dataIndex: 'userName', key: 'owner' },
        {
          title: TABLE_TEXTS.sharing,
          key: 'sharing',
          render: (_value, dashboard) => <Tag>{sharingOf(dashboard)}</Tag>,
        },
        {
          title: TABLE_TEXTS.tab,
          key: 'tab',
          render: (_value, dashboard) => (
            <Select
              aria-label={`Tab of ${dashboard.name}`}
              style={{ minWidth: 140 }}
              disabled={readOnly}
              value={tabOf(dashboard)?.id ?? null}
              placeholder={TABLE_TEXTS.noTab}
              options={tabs.map((tab) => ({ value: tab.id, label: tab.name }))}
              onChange={(tabId: number) => {
                const tab = tabs.find((candidate) => candidate.id === tabId);
                if (tab) onChooseTab(dashboard, tab);
              }}
            />
          ),
        },
        {
          title: TABLE_TEXTS.actions,
          key: 'actions',
          render: (_value, dashboard) =>
            readOnly ? null : (
              <Space>
                <Button size="small" aria-label={`Copy ${dashboard.name}`} onClick={() => onCopy(dashboard)}>
                  {TABLE_TEXTS.copy}
                </Button>
                {dashboard.isOwnedByMe ? (
                  <Button
                    size="small"
                    danger
                    aria-label={`Delete ${dashboard.name}`}
                    onClick={() => onDelete(dashboard)}
                  >
                    {TABLE_TEXTS.delete}
                  </Button>
                ) : null}
              </Space>
            ),
        },
      ]}
    />
  );
}
