import { Button, Flex, Form, Input } from 'antd';

/** Thresholds of one table field: a condition over {{seq_<id>}} references and the colours it applies. */
export function ThresholdsEditor({ fieldName }: { fieldName: number }) {
  return (
    <Form.List name={[fieldName, 'thresholds']}>
      {(rows, { add, remove }) => (
        <Flex vertical gap={4}>
          {rows.map((row, index) => (
            <Flex key={row.key} wrap gap="small" align="start">
              <Form.Item
                name={[row.name, 'condition']}
                label="Threshold"
                rules={[{ required: true, message: 'Enter a condition.' }]}
              >
                <Input aria-label={`Threshold ${index + 1} condition`} placeholder="{{seq_1}} < 50" />
              </Form.Item>
              <Form.Item name={[row.name, 'css', 'background-color']} label="Background">
                <Input aria-label={`Threshold ${index + 1} background`} placeholder="#fde2e2" style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name={[row.name, 'css', 'color']} label="Text">
                <Input aria-label={`Threshold ${index + 1} text colour`} placeholder="#a8071a" style={{ width: 110 }} />
              </Form.Item>
              <Button size="small" onClick={() => remove(row.name)} aria-label={`Remove threshold ${index + 1}`}>
                Remove
              </Button>
            </Flex>
          ))}
          <Button
            size="small"
            type="dashed"
            onClick={() => add({ condition: '', css: {} })}
            style={{ alignSelf: 'start' }}
          >
            Add threshold
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
