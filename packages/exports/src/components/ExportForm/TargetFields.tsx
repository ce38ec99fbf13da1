import type { DashboardListEntry, DashboardWidgetEntry } from '@shelfsight/contracts';
import { Flex, Form, Radio, Select } from 'antd';
import type { ExportTarget } from '../../utils/formValues';
import { fieldStatus as statusOf } from '@shelfsight/ui-kit';

export interface TargetFieldsProps {
  dashboards: DashboardListEntry[];
  dashboardWidgets: DashboardWidgetEntry[];
  target: ExportTarget;
  errors: Record<string, string>;
}

/** What is exported: one placed widget (offered by dashboard) or a whole dashboard. */
export function TargetFields({ dashboards, dashboardWidgets, target, errors }: TargetFieldsProps) {
  const widgetOptions = dashboards
    .map((dashboard) => ({
      label: dashboard.name,
      title: dashboard.name,
      options: dashboardWidgets
        .filter((widget) => widget.dashboardId === dashboard.id)
        .sort((a, b) => a.sequence - b.sequence)
        .map((widget) => ({ value: widget.id, label: `${widget.title} (${dashboard.name})` })),
    }))
    .filter((group) => group.options.length > 0);
  return (
    <Flex gap="middle" wrap align="start">
      <Form.Item label="Export" name="target">
        <Radio.Group
          options={[
            { value: 'widget', label: 'A dashboard widget' },
            { value: 'dashboard', label: 'A whole dashboard' },
          ]}
        />
      </Form.Item>
      {target === 'widget' ? (
        <Form.Item
          label="Dashboard widget"
          name="dashboardWidgetId"
          style={{ minWidth: 320, flex: 1 }}
          {...statusOf(errors.dashboardWidgetId)}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} placeholder="Choose a widget" options={widgetOptions} />
        </Form.Item>
      ) : (
        <Form.Item
          label="Dashboard"
          name="dashboardId"
          style={{ minWidth: 320, flex: 1 }}
          {...statusOf(errors.dashboardId)}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a dashboard"
            options={dashboards.map((dashboard) => ({ value: dashboard.id, label: dashboard.name }))}
          />
        </Form.Item>
      )}
    </Flex>
  );
}
