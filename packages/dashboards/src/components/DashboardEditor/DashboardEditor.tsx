import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CUSTOM_PRESET,
  type Dashboard,
  type DashboardInput,
  DEFAULT_DASHBOARD_ICON,
  DEFAULT_DATE_PICKER_VALUE,
  type DatePickerValue,
  hexColorSchema,
  type SavedFilter,
  type SavedWidget,
} from '@shelfsight/contracts';
import { DateRangePicker } from '@shelfsight/ui-kit';
import { Button, Card, Checkbox, Flex, Form, Input, Radio, Select, Space, Switch, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { EditorDraft, EditorFormValues as FormValues } from './editorDraft';
import { pickerValueOf } from '../../utils/dashboardDates';
import { DashboardIconSelect } from '../DashboardIcon';
import { DRAG_INSTRUCTIONS, dragAnnouncements, groupLabelOf, rowLabelOf } from './dragAnnouncements';
import {
  addCreatedWidget,
  addGroup,
  addRow,
  addWidget,
  type EditorGroup,
  type EditorWidget,
  groupsInput,
  layoutOf,
  locate,
  moveGroup,
  moveWidget,
  removeGroup,
  removeWidget,
  updateGroup,
  refusalsByWidget,
  updateWidgetOverrides,
} from './layoutEdits';
import { RowEditor, rowDropId } from './RowEditor';
import { type OverrideChoices, WidgetOverridesDialog } from './WidgetOverridesDialog';

export const EDITOR_TEXTS = {
  name: 'Name',
  icon: 'Icon',
  description: 'Description',
  defaultFilter: 'Default saved filter',
  noFilter: 'No default filter',
  retailerAssortment: 'Apply retailer assortment',
  dates: 'Dates',
  widgetDates: "Each widget's own dates",
  dashboardDates: 'Dashboard dates',
  stretch: 'Stretch layout (full width)',
  groups: 'Groups',
  addGroup: 'Add group',
  groupName: 'Group name',
  groupDescription: 'Group description',
  groupColor: 'Colour (hex)',
  groupStretch: 'Stretch widgets',
  removeGroup: 'Remove group',
  moveUp: 'Move group up',
  moveDown: 'Move group down',
  addRow: 'Add row',
  newWidget: 'New widget',
  addWidget: 'Add widget',
  removeWidget: 'Remove',
  overrides: 'Settings of',
  emptyRow: 'Drop widgets here or add one.',
  notShared: 'Widget not shared',
  save: 'Save',
  cancel: 'Cancel',
  dragHint: 'Drag widgets by their handle to reorder them within a row or move them to another row or group.',
} as const;

function datesOf(dashboard: Dashboard | undefined): Pick<FormValues, 'dateMode' | 'dates'> {
  const { own, value } = pickerValueOf(dashboard);
  return { dateMode: own ? 'dashboard' : 'widget', dates: value };
}

/** A group colour the contract refuses, with its message; empty means no colour. */
export const colorError = (value: string): string | null => {
  if (value.trim() === '') return null;
  const parsed = hexColorSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid HEX color.');
};

export interface DashboardEditorProps {
  /** The dashboard being edited; left out to create one. */
  dashboard?: Dashboard;
  /** The saved widgets that can be placed. */
  widgets: readonly SavedWidget[];
  savedFilters: readonly SavedFilter[];
  saving?: boolean;
  onSave: (input: DashboardInput) => void;
  onCancel?: () => void;
  /** YYYY-MM-DD for the date picker; stories and tests fix it. */
  today?: string;
  retentionMonths?: number | null;
  /** What the per-widget overrides pick from besides the saved filters. */
  choices?: Partial<Omit<OverrideChoices, 'savedFilters'>>;
  /** The server's field messages of the last refused save (`groups.0.widgets.1.overrideDimensionId`). */
  serverErrors?: Readonly<Record<string, string>>;
  /** Unsaved work kept while a widget was created in the widget editor; it replaces the dashboard's. */
  draft?: EditorDraft | null;
  /** A widget just created for a group: placed in a new row at the group's end. */
  createdWidget?: { groupKey: string; widgetId: number } | null;
  /** "New widget" in a group: the caller keeps the draft and opens the widget editor. */
  onNewWidget?: (groupKey: string, draft: EditorDraft) => void;
}

function startingGroups({ dashboard, draft, createdWidget }: DashboardEditorProps): EditorGroup[] {
  const groups = draft?.groups ?? (dashboard ? layoutOf(dashboard) : []);
  if (!createdWidget) return groups;
  const keys = { row: `row-created-${createdWidget.widgetId}`, widget: `widget-created-${createdWidget.widgetId}` };
  // Coming back twice with the same address (a reload) must not place it twice.
  if (groups.some((group) => group.rows.some((row) => row.key === keys.row))) return groups;
  return addCreatedWidget(groups, createdWidget.groupKey, createdWidget.widgetId, keys);
}

/**
 * The dashboard form (spec 2 §3): its settings and its groups with rows of widgets. Widgets are added
 * from the saved widgets, removed, and moved by drag and drop within and between rows and groups.
 */
export function DashboardEditor(props: DashboardEditorProps) {
  const { dashboard, widgets, savedFilters, saving = false, onSave, onCancel, today, retentionMonths } = props;
  const { draft, serverErrors, onNewWidget } = props;
  const [form] = Form.useForm<FormValues>();
  const [groups, setGroups] = useState<EditorGroup[]>(() => startingGroups(props));
  const [overriding, setOverriding] = useState<EditorWidget | null>(null);
  // The server's messages by widget, read against the layout that was sent; applying a widget's settings clears its own.
  const [refusals, setRefusals] = useState(() => refusalsByWidget(groups, serverErrors ?? {}));
  const [refusalsFrom, setRefusalsFrom] = useState(serverErrors);
  if (refusalsFrom !== serverErrors) {
    setRefusalsFrom(serverErrors);
    setRefusals(refusalsByWidget(groups, serverErrors ?? {}));
  }
  const nextKey = useRef(draft?.nextKey ?? 0);
  const newKey = (prefix: string) => `${prefix}-new-${(nextKey.current += 1)}`;
  const dateMode = Form.useWatch('dateMode', form);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const names = new Map(widgets.map((widget) => [widget.id, widget.name]));
  const types = new Map(widgets.map((widget) => [widget.id, widget.visualizationType]));
  const overrideChoices: OverrideChoices = {
    savedFilters,
    dimensions: props.choices?.dimensions ?? [],
    tagCategories: props.choices?.tagCategories ?? [],
    dashboards: (props.choices?.dashboards ?? []).filter((other) => other.id !== dashboard?.id),
  };
  const titleOf = (widget: EditorWidget) =>
    widget.overrides.nameOverride ?? names.get(widget.widgetId) ?? EDITOR_TEXTS.notShared;
  const choices = widgets.map((widget) => ({ value: widget.id, label: widget.name }));
  const colorsValid = groups.every((group) => colorError(group.styleColor) === null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const overId = String(over.id);
    const target = overId.startsWith('row:')
      ? { rowKey: overId.slice(4), index: Number.MAX_SAFE_INTEGER }
      : locate(groups, overId);
    if (target) setGroups((current) => moveWidget(current, String(active.id), target));
  };

  const submit = (values: FormValues) => {
    if (!colorsValid) return;
    const dashboardDates = values.dateMode === 'dashboard';
    const custom = dashboardDates && values.dates.preset === CUSTOM_PRESET;
    onSave({
      name: values.name.trim(),
      icon: values.icon,
      description: values.description?.trim() ? values.description.trim() : null,
      defaultSavedFilterId: values.defaultSavedFilterId ?? null,
      applyRetailerAssortment: values.applyRetailerAssortment,
      rollingDatePreset: dashboardDates && !custom ? values.dates.preset : null,
      fixedDateRange:
        custom && values.dates.dateFrom && values.dates.dateTo
          ? { dateFrom: values.dates.dateFrom, dateTo: values.dates.dateTo }
          : null,
      stretchLayout: values.stretchLayout,
      settings: (dashboard?.settings ?? {}) as DashboardInput['settings'],
      groups: groupsInput(groups),
    });
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={
        draft?.values ?? {
          name: dashboard?.name ?? '',
          icon: dashboard?.icon ?? DEFAULT_DASHBOARD_ICON,
          description: dashboard?.description ?? '',
          defaultSavedFilterId: dashboard?.defaultSavedFilterId ?? null,
          applyRetailerAssortment: dashboard?.applyRetailerAssortment ?? false,
          stretchLayout: dashboard?.stretchLayout ?? false,
          ...datesOf(dashboard),
        }
      }
    >
      <Flex gap={16} wrap>
        <Form.Item
          name="name"
          label={EDITOR_TEXTS.name}
          rules={[{ required: true, whitespace: true, message: 'Enter a name.' }, { max: 200 }]}
          style={{ minWidth: 320, flex: 1 }}
        >
          <Input />
        </Form.Item>
        <Form.Item name="icon" label={EDITOR_TEXTS.icon} style={{ minWidth: 200 }}>
          <DashboardIconSelect />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label={EDITOR_TEXTS.description} rules={[{ max: 2000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Flex gap={16} wrap align="end">
        <Form.Item name="defaultSavedFilterId" label={EDITOR_TEXTS.defaultFilter} style={{ minWidth: 260 }}>
          <Select
            allowClear
            placeholder={EDITOR_TEXTS.noFilter}
            options={savedFilters.map((filter) => ({ value: filter.id, label: filter.name }))}
          />
        </Form.Item>
        <Form.Item name="applyRetailerAssortment" valuePropName="checked">
          <Checkbox>{EDITOR_TEXTS.retailerAssortment}</Checkbox>
        </Form.Item>
        <Form.Item name="stretchLayout" valuePropName="checked">
          <Checkbox>{EDITOR_TEXTS.stretch}</Checkbox>
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap align="center">
        <Form.Item name="dateMode" label={EDITOR_TEXTS.dates}>
          <Radio.Group
            options={[
              { value: 'widget', label: EDITOR_TEXTS.widgetDates },
              { value: 'dashboard', label: EDITOR_TEXTS.dashboardDates },
            ]}
          />
        </Form.Item>
        {dateMode === 'dashboard' ? (
          <Form.Item
            name="dates"
            label=" "
            valuePropName="value"
            getValueFromEvent={(value: DatePickerValue) => ({ ...value, compare: false })}
          >
            <DatePickerField today={today} retentionMonths={retentionMonths} />
          </Form.Item>
        ) : null}
      </Flex>

      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {EDITOR_TEXTS.groups}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{EDITOR_TEXTS.dragHint}</Typography.Paragraph>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: dragAnnouncements(groups, titleOf, rowDropId),
          screenReaderInstructions: DRAG_INSTRUCTIONS,
        }}
      >
        <Flex vertical gap={16}>
          {groups.map((group, groupIndex) => {
            const label = groupLabelOf(group, groupIndex);
            const error = colorError(group.styleColor);
            return (
              <Card
                key={group.key}
                size="small"
                role="group"
                aria-label={label}
                style={{
                  borderTop:
                    error || !group.styleColor
                      ? undefined
                      : `4px solid ${group.styleColor.startsWith('#') ? group.styleColor : `#${group.styleColor}`}`,
                }}
                title={
                  <Input
                    aria-label={EDITOR_TEXTS.groupName}
                    placeholder={EDITOR_TEXTS.groupName}
                    value={group.name}
                    maxLength={200}
                    variant="borderless"
                    onChange={(event) =>
                      setGroups((current) => updateGroup(current, group.key, { name: event.target.value }))
                    }
                  />
                }
                extra={
                  <Space>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={`${EDITOR_TEXTS.moveUp} ${label}`}
                      disabled={groupIndex === 0}
                      onClick={() => setGroups((current) => moveGroup(current, group.key, -1))}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={`${EDITOR_TEXTS.moveDown} ${label}`}
                      disabled={groupIndex === groups.length - 1}
                      onClick={() => setGroups((current) => moveGroup(current, group.key, 1))}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${EDITOR_TEXTS.removeGroup} ${label}`}
                      onClick={() => setGroups((current) => removeGroup(current, group.key))}
                    />
                  </Space>
                }
              >
                <Flex gap={16} wrap align="start">
                  <Form.Item label={EDITOR_TEXTS.groupDescription} style={{ flex: 1, minWidth: 260, marginBottom: 8 }}>
                    <Input
                      aria-label={`${EDITOR_TEXTS.groupDescription} of ${label}`}
                      value={group.description}
                      maxLength={2000}
                      onChange={(event) =>
                        setGroups((current) => updateGroup(current, group.key, { description: event.target.value }))
                      }
                    />
                  </Form.Item>
                  <Form.Item
                    label={EDITOR_TEXTS.groupColor}
                    validateStatus={error ? 'error' : undefined}
                    help={error ?? undefined}
                    style={{ width: 160, marginBottom: 8 }}
                  >
                    <Input
                      aria-label={`${EDITOR_TEXTS.groupColor} of ${label}`}
                      placeholder="#1f7a4d"
                      value={group.styleColor}
                      onChange={(event) =>
                        setGroups((current) => updateGroup(current, group.key, { styleColor: event.target.value }))
                      }
                    />
                  </Form.Item>
                  <Form.Item label={EDITOR_TEXTS.groupStretch} style={{ marginBottom: 8 }}>
                    <Switch
                      aria-label={`${EDITOR_TEXTS.groupStretch} of ${label}`}
                      checked={group.stretchLayout}
                      onChange={(checked) =>
                        setGroups((current) => updateGroup(current, group.key, { stretchLayout: checked }))
                      }
                    />
                  </Form.Item>
                </Flex>
                <Flex vertical gap={8}>
                  {group.rows.map((row, rowIndex) => (
                    <RowEditor
                      key={row.key}
                      row={row}
                      label={rowLabelOf(label, rowIndex)}
                      titleOf={titleOf}
                      refusals={refusals}
                      choices={choices}
                      onAdd={(widgetId) =>
                        setGroups((current) => addWidget(current, row.key, widgetId, newKey('widget')))
                      }
                      onRemove={(widgetKey) => setGroups((current) => removeWidget(current, widgetKey))}
                      onOverrides={setOverriding}
                    />
                  ))}
                  <Space>
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      onClick={() => setGroups((current) => addRow(current, group.key, newKey('row')))}
                    >
                      {EDITOR_TEXTS.addRow}
                    </Button>
                    {onNewWidget ? (
                      <Button
                        size="small"
                        icon={<FormOutlined />}
                        aria-label={`${EDITOR_TEXTS.newWidget} in ${label}`}
                        onClick={() =>
                          onNewWidget(group.key, {
                            values: form.getFieldsValue(true),
                            groups,
                            nextKey: nextKey.current,
                          })
                        }
                      >
                        {EDITOR_TEXTS.newWidget}
                      </Button>
                    ) : null}
                  </Space>
                </Flex>
              </Card>
            );
          })}
        </Flex>
      </DndContext>
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Button icon={<PlusOutlined />} onClick={() => setGroups((current) => addGroup(current, newKey('group')))}>
          {EDITOR_TEXTS.addGroup}
        </Button>
      </Flex>
      {overriding ? (
        <WidgetOverridesDialog
          open
          widgetName={names.get(overriding.widgetId) ?? EDITOR_TEXTS.notShared}
          visualizationType={types.get(overriding.widgetId) ?? null}
          overrides={overriding.overrides}
          choices={overrideChoices}
          serverErrors={refusals[overriding.key]}
          onCancel={() => setOverriding(null)}
          onApply={(change) => {
            setGroups((current) => updateWidgetOverrides(current, overriding.key, change));
            setRefusals(({ [overriding.key]: _applied, ...others }) => others);
            setOverriding(null);
          }}
        />
      ) : null}
      <Flex gap={8} justify="end" style={{ marginTop: 24 }}>
        {onCancel ? <Button onClick={onCancel}>{EDITOR_TEXTS.cancel}</Button> : null}
        <Button type="primary" htmlType="submit" loading={saving} disabled={!colorsValid}>
          {EDITOR_TEXTS.save}
        </Button>
      </Flex>
    </Form>
  );
}

/** The ui-kit picker as a form control: Form.Item hands it value and onChange. */
function DatePickerField({
  value,
  onChange,
  today,
  retentionMonths,
}: {
  value?: DatePickerValue;
  onChange?: (value: DatePickerValue) => void;
  today?: string;
  retentionMonths?: number | null;
}) {
  return (
    <DateRangePicker
      value={value ?? DEFAULT_DATE_PICKER_VALUE}
      onChange={(next) => onChange?.(next)}
      today={today}
      retentionMonths={retentionMonths}
    />
  );
}
