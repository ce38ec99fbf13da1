import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Space, Switch } from 'antd';
import { groupLabelOf, rowLabelOf } from './dragAnnouncements';
import { colorError, EDITOR_TEXTS } from './editorTexts';
import {
  addRow,
  addWidget,
  type EditorGroup,
  type EditorWidget,
  moveGroup,
  removeGroup,
  removeWidget,
  updateGroup,
} from './layoutEdits';
import { RowEditor } from './RowEditor';

export interface GroupCardProps {
  group: EditorGroup;
  groupIndex: number;
  groupCount: number;
  /** Applies a layout edit to the editor's groups. */
  editGroups: (edit: (current: EditorGroup[]) => EditorGroup[]) => void;
  /** A fresh key for a new row or widget. */
  newKey: (prefix: string) => string;
  titleOf: (widget: EditorWidget) => string;
  /** The server's messages by widget key from a refused save. */
  refusals: Readonly<Record<string, Record<string, string>>>;
  /** The saved widgets a row can add. */
  choices: { value: number; label: string }[];
  onOverrides: (widget: EditorWidget) => void;
  /** "New widget" in this group; left out hides the button. */
  onNewWidget?: () => void;
}

/** One group of the dashboard form: its name, description, colour and stretch, and its rows of widgets. */
export function GroupCard(props: GroupCardProps) {
  const { group, groupIndex, groupCount, editGroups, newKey, titleOf, refusals, choices, onOverrides } = props;
  const { onNewWidget } = props;
  const label = groupLabelOf(group, groupIndex);
  const error = colorError(group.styleColor);
  return (
    <Card
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
          onChange={(event) => editGroups((current) => updateGroup(current, group.key, { name: event.target.value }))}
        />
      }
      extra={
        <Space>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`${EDITOR_TEXTS.moveUp} ${label}`}
            disabled={groupIndex === 0}
            onClick={() => editGroups((current) => moveGroup(current, group.key, -1))}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`${EDITOR_TEXTS.moveDown} ${label}`}
            disabled={groupIndex === groupCount - 1}
            onClick={() => editGroups((current) => moveGroup(current, group.key, 1))}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${EDITOR_TEXTS.removeGroup} ${label}`}
            onClick={() => editGroups((current) => removeGroup(current, group.key))}
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
              editGroups((current) => updateGroup(current, group.key, { description: event.target.value }))
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
              editGroups((current) => updateGroup(current, group.key, { styleColor: event.target.value }))
            }
          />
        </Form.Item>
        <Form.Item label={EDITOR_TEXTS.groupStretch} style={{ marginBottom: 8 }}>
          <Switch
            aria-label={`${EDITOR_TEXTS.groupStretch} of ${label}`}
            checked={group.stretchLayout}
            onChange={(checked) => editGroups((current) => updateGroup(current, group.key, { stretchLayout: checked }))}
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
            onAdd={(widgetId) => editGroups((current) => addWidget(current, row.key, widgetId, newKey('widget')))}
            onRemove={(widgetKey) => editGroups((current) => removeWidget(current, widgetKey))}
            onOverrides={onOverrides}
          />
        ))}
        <Space>
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => editGroups((current) => addRow(current, group.key, newKey('row')))}
          >
            {EDITOR_TEXTS.addRow}
          </Button>
          {onNewWidget ? (
            <Button
              size="small"
              icon={<FormOutlined />}
              aria-label={`${EDITOR_TEXTS.newWidget} in ${label}`}
              onClick={onNewWidget}
            >
              {EDITOR_TEXTS.newWidget}
            </Button>
          ) : null}
        </Space>
      </Flex>
    </Card>
  );
}
