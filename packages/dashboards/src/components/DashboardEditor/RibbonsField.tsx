import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { hexColorSchema } from '@shelfsight/contracts';
import { Button, Flex, Form, Input } from 'antd';

export const RIBBON_TEXTS = {
  ribbons: 'Ribbons',
  text: 'Ribbon text',
  color: 'Ribbon colour (hex)',
  add: 'Add ribbon',
  remove: 'Remove ribbon',
} as const;

/** The hex colour rule of spec 2 §5, told while typing; an empty colour is the default one. */
const hexRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    if (!value || value.trim() === '') return;
    const parsed = hexColorSchema.safeParse(value);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  },
};

/** The ribbons drawn over a widget on this dashboard: a text and an optional colour each. */
export function RibbonsField() {
  return (
    <Form.Item label={RIBBON_TEXTS.ribbons} style={{ marginBottom: 8 }}>
      <Form.List name="overrideRibbons">
        {(rows, { add, remove }) => (
          <Flex vertical gap={4}>
            {rows.map((row, index) => (
              <Flex key={row.key} gap={8} align="start">
                <Form.Item name={[row.name, 'text']} style={{ flex: 1, marginBottom: 4 }}>
                  <Input aria-label={`${RIBBON_TEXTS.text} ${index + 1}`} placeholder="Per retailer" maxLength={100} />
                </Form.Item>
                <Form.Item name={[row.name, 'color']} rules={[hexRule]} style={{ width: 150, marginBottom: 4 }}>
                  <Input aria-label={`${RIBBON_TEXTS.color} ${index + 1}`} placeholder="#faad14" />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`${RIBBON_TEXTS.remove} ${index + 1}`}
                  onClick={() => remove(row.name)}
                />
              </Flex>
            ))}
            <div>
              <Button
                size="small"
                icon={<PlusOutlined />}
                disabled={rows.length >= 10}
                onClick={() => add({ text: '', color: '' })}
              >
                {RIBBON_TEXTS.add}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
