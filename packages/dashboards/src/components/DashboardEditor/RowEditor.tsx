import { useDroppable } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DeleteOutlined, ExclamationCircleOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Typography } from 'antd';
import type { EditorRow, EditorWidget } from './layoutEdits';

export const ROW_TEXTS = {
  addWidget: 'Add widget',
  removeWidget: 'Remove',
  overrides: 'Settings of',
  emptyRow: 'Drop widgets here or add one.',
} as const;

/** The drop target id of a row; DashboardEditor's drag end reads it back. */
export const rowDropId = (rowKey: string) => `row:${rowKey}`;

function WidgetChip({
  widget,
  title,
  refusals,
  onRemove,
  onOverrides,
}: {
  widget: EditorWidget;
  title: string;
  /** The server's messages on this widget from a refused save. */
  refusals?: Readonly<Record<string, string>>;
  onRemove: () => void;
  onOverrides: () => void;
}) {
  const messages = Object.values(refusals ?? {});
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: widget.key });
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      aria-label={title}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Card size="small" style={{ width: 220, borderColor: messages.length > 0 ? '#ff4d4f' : undefined }}>
        <Flex align="center" gap={8} justify="space-between">
          <Button
            type="text"
            size="small"
            icon={<HolderOutlined />}
            aria-label={`Drag ${title}`}
            {...attributes}
            {...listeners}
          />
          <Typography.Text ellipsis title={title} style={{ flex: 1 }}>
            {title}
          </Typography.Text>
          <Button
            type="text"
            size="small"
            icon={<SettingOutlined />}
            aria-label={`${ROW_TEXTS.overrides} ${title}`}
            onClick={onOverrides}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${ROW_TEXTS.removeWidget} ${title}`}
            onClick={onRemove}
          />
        </Flex>
        {messages.length > 0 ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            <ExclamationCircleOutlined /> {messages.join(' ')}
          </Typography.Text>
        ) : null}
      </Card>
    </div>
  );
}

/** A row of a group: its widgets in order, a drop target, and the choice of a saved widget to add. */
export function RowEditor({
  row,
  label,
  titleOf,
  refusals,
  choices,
  onAdd,
  onRemove,
  onOverrides,
}: {
  row: EditorRow;
  label: string;
  titleOf: (widget: EditorWidget) => string;
  refusals: Readonly<Record<string, Record<string, string>>>;
  choices: { value: number; label: string }[];
  onAdd: (widgetId: number) => void;
  onRemove: (widgetKey: string) => void;
  onOverrides: (widget: EditorWidget) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: rowDropId(row.key) });
  return (
    <Flex
      ref={setNodeRef}
      gap={8}
      wrap
      align="center"
      style={{ minHeight: 56, padding: 8, border: `1px dashed ${isOver ? '#1677ff' : '#d9d9d9'}`, borderRadius: 6 }}
    >
      <SortableContext items={row.widgets.map((widget) => widget.key)} strategy={horizontalListSortingStrategy}>
        <Flex role="list" aria-label={label} gap={8} wrap>
          {row.widgets.map((widget) => (
            <WidgetChip
              key={widget.key}
              widget={widget}
              title={titleOf(widget)}
              refusals={refusals[widget.key]}
              onRemove={() => onRemove(widget.key)}
              onOverrides={() => onOverrides(widget)}
            />
          ))}
        </Flex>
      </SortableContext>
      {row.widgets.length === 0 ? <Typography.Text type="secondary">{ROW_TEXTS.emptyRow}</Typography.Text> : null}
      <Select
        aria-label={`${ROW_TEXTS.addWidget} to ${label}`}
        placeholder={ROW_TEXTS.addWidget}
        style={{ minWidth: 200 }}
        showSearch={{ optionFilterProp: 'label' }}
        value={null}
        options={choices}
        onChange={(widgetId: number) => onAdd(widgetId)}
      />
    </Flex>
  );
}
