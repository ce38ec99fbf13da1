import { DownloadOutlined } from '@ant-design/icons';
import { apiTarget, downloadFile } from '@shelfsight/api-client';
import { type ExportRows, type WidgetDownloadRequest, widgetQueryPaths } from '@shelfsight/contracts';
import { App, Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import type { PreviewPeriod } from '../../period';

export type WidgetDownloadFormat = 'csv' | 'excel';

export const DOWNLOAD_TEXTS = {
  button: 'Download',
  csv: 'CSV',
  excel: 'Excel',
  /** The page the widget shows (spec 2 §9: page 1 of 50 rows), or every row. */
  pageGroup: 'Page 1 (50 rows)',
  allGroup: 'All rows',
  csvAll: 'CSV, all rows',
  excelAll: 'Excel, all rows',
  failed: 'The download failed. Please try again.',
  unsaved: 'Save the widget to download it.',
  unsavedChanges: 'Save your changes to download them.',
} as const;

/** The download path of a widget relative to the customer, as the api client's customer-scoped calls take it. */
export function widgetDownloadUrl(widgetId: number, format: WidgetDownloadFormat): string {
  const path = format === 'csv' ? widgetQueryPaths.downloadCsv : widgetQueryPaths.downloadExcel;
  return apiTarget(path, { id: widgetId }).url;
}

export interface WidgetDownloadMenuProps {
  /** The saved widget to download; null for one not saved yet (the menu is then disabled and says why). */
  widgetId: number | null;
  /** Names the button for assistive technology: 'Download <name>'. */
  widgetName: string;
  /** The days the file covers, as the preview draws them; the widget's own period when left out. */
  period?: PreviewPeriod;
  /** Why the file would not be what is drawn (unsaved changes); the menu is then disabled and says so. */
  disabledReason?: string | null;
  /** More of the body: a placed widget's `dashboardWidgetId`, its dashboard's filters. */
  request?: Omit<WidgetDownloadRequest, 'exportRows'>;
}

/**
 * 'Download' with the entries CSV and Excel (the first page of 50 rows), and CSV and Excel of all rows:
 * the widget as a file from POST widget/{id}/download/…, named by the server's content-disposition. A
 * failure is told in a message; the menu stays usable.
 */
export function WidgetDownloadMenu({ widgetId, widgetName, period, disabledReason, request }: WidgetDownloadMenuProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const start = async (format: WidgetDownloadFormat, rows: ExportRows) => {
    if (widgetId === null) return;
    setBusy(true);
    try {
      // Always a body, so the file is fetched with POST as the route expects; the page is the default.
      await downloadFile({
        url: widgetDownloadUrl(widgetId, format),
        method: 'POST',
        body: { ...request, ...period, ...(rows === 'all' ? { exportRows: rows } : {}) },
        customerScoped: true,
      });
    } catch {
      void message.error(DOWNLOAD_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  const reason = widgetId === null ? DOWNLOAD_TEXTS.unsaved : (disabledReason ?? null);
  const button = (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={reason !== null}
      aria-label={`${DOWNLOAD_TEXTS.button} ${widgetName}`}
    >
      {DOWNLOAD_TEXTS.button}
    </Button>
  );
  if (reason !== null) {
    // A disabled button raises no pointer events: the tooltip listens on a wrapper.
    return (
      <Tooltip title={reason}>
        <span data-testid="download-disabled">{button}</span>
      </Tooltip>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            type: 'group',
            label: DOWNLOAD_TEXTS.pageGroup,
            children: [
              { key: 'csv', label: DOWNLOAD_TEXTS.csv },
              { key: 'excel', label: DOWNLOAD_TEXTS.excel },
            ],
          },
          {
            type: 'group',
            label: DOWNLOAD_TEXTS.allGroup,
            children: [
              { key: 'csv-all', label: DOWNLOAD_TEXTS.csvAll },
              { key: 'excel-all', label: DOWNLOAD_TEXTS.excelAll },
            ],
          },
        ],
        onClick: ({ key }) => {
          const [format, rows] = key.split('-');
          void start(format as WidgetDownloadFormat, rows === 'all' ? 'all' : 'page');
        },
      }}
    >
      {button}
    </Dropdown>
  );
}
