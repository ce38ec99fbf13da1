import {
  aggregationFunctions,
  allowsNoCondition,
  conditionMessages,
  conditionOperatorFor,
  conditionOperatorsByDataType,
  isMissingConditionValue,
  NO_CONDITION_LABEL,
  type TableFieldDataType,
} from '@shelfsight/contracts';
import { Button, Card, Checkbox, Flex, Form, Input, Select, type FormInstance } from 'antd';
import type { TableField } from '../../api/metadataTypes';
import { FieldPicker } from './FieldPicker';
import { ThresholdsEditor } from './ThresholdsEditor';

export interface TableFieldsEditorProps {
  form: FormInstance;
  tableFields: TableField[];
}

const operatorOptions = (dataType: TableFieldDataType) => [
  ...(allowsNoCondition(dataType) ? [{ value: '', label: NO_CONDITION_LABEL }] : []),
  ...conditionOperatorsByDataType[dataType].map((operator) => ({ value: operator.operator, label: operator.texts })),
];

/** Table fields of a data table: field, aggregation, condition by data type, sorting, ranking, thresholds. */
export function TableFieldsEditor({ form, tableFields }: TableFieldsEditorProps) {
  const pick = (index: number, chosen: TableField) => {
    form.setFieldValue(['tableFields', index, 'fieldType'], chosen.fieldType);
    form.setFieldValue(['tableFields', index, 'fieldName'], chosen.name);
    form.setFieldValue(['tableFields', index, 'dataType'], chosen.dataType);
    // Operators differ by data type: a condition of the previous field may not apply.
    form.setFieldValue(['tableFields', index, 'conditionOperator'], null);
    form.setFieldValue(['tableFields', index, 'conditionValue'], null);
  };

  return (
    <Form.List name="tableFields">
      {(rows, { add, remove }, { errors }) => (
        <Flex vertical gap="small">
          {rows.map((row, index) => (
            <Card
              key={row.key}
              size="small"
              title={`Field ${index + 1}`}
              extra={
                <Button size="small" danger onClick={() => remove(row.name)} aria-label={`Remove field ${index + 1}`}>
                  Remove
                </Button>
              }
            >
              <Form.Item name={[row.name, 'fieldType']} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[row.name, 'fieldName']} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[row.name, 'dataType']} hidden>
                <Input />
              </Form.Item>
              <Flex wrap gap="small">
                <Form.Item noStyle dependencies={[['tableFields', row.name, 'fieldType']]}>
                  {() => (
                    <Form.Item
                      name={[row.name, 'fieldId']}
                      label="Field"
                      rules={[{ required: true, message: 'Choose a field.' }]}
                      style={{ minWidth: 220 }}
                    >
                      <FieldPicker
                        label={`Field ${index + 1}`}
                        fieldType={form.getFieldValue(['tableFields', row.name, 'fieldType']) as string | undefined}
                        tableFields={tableFields}
                        onPick={(chosen) => pick(row.name, chosen)}
                      />
                    </Form.Item>
                  )}
                </Form.Item>
                <Form.Item name={[row.name, 'aggregationType']} label="Aggregation" style={{ minWidth: 140 }}>
                  <Select
                    allowClear
                    aria-label={`Aggregation of field ${index + 1}`}
                    options={aggregationFunctions.map((fn) => ({ value: fn, label: fn }))}
                  />
                </Form.Item>
                <Form.Item
                  noStyle
                  dependencies={[
                    ['tableFields', row.name, 'dataType'],
                    ['tableFields', row.name, 'conditionOperator'],
                    ['tableFields', row.name, 'conditionValue'],
                  ]}
                >
                  {() => {
                    const dataType = (form.getFieldValue(['tableFields', row.name, 'dataType']) ??
                      'n') as TableFieldDataType;
                    const operator = form.getFieldValue(['tableFields', row.name, 'conditionOperator']) as
                      string | null;
                    const value = form.getFieldValue(['tableFields', row.name, 'conditionValue']) as string | null;
                    const missing = isMissingConditionValue(operator, value, dataType);
                    const noValue = !operator || conditionOperatorFor(dataType, operator)?.noValue === true;
                    return (
                      <>
                        <Form.Item name={[row.name, 'conditionOperator']} label="Condition" style={{ minWidth: 180 }}>
                          <Select
                            aria-label={`Condition of field ${index + 1}`}
                            placeholder={NO_CONDITION_LABEL}
                            options={operatorOptions(dataType)}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[row.name, 'conditionValue']}
                          label="Value"
                          validateStatus={missing ? 'warning' : undefined}
                          help={missing ? conditionMessages.missingValue : undefined}
                        >
                          <Input
                            aria-label={`Value of field ${index + 1}`}
                            disabled={noValue}
                            placeholder={dataType === 'd' ? 'YYYY-MM-DD' : 'a, b, c for lists'}
                          />
                        </Form.Item>
                      </>
                    );
                  }}
                </Form.Item>
                <Form.Item name={[row.name, 'sorted']} label="Sort" style={{ minWidth: 120 }}>
                  <Select
                    allowClear
                    aria-label={`Sort of field ${index + 1}`}
                    options={[
                      { value: 'asc', label: 'Ascending' },
                      { value: 'desc', label: 'Descending' },
                    ]}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'ranked']} valuePropName="checked" label=" ">
                  <Checkbox>Ranked</Checkbox>
                </Form.Item>
              </Flex>
              <ThresholdsEditor fieldName={row.name} />
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            onClick={() =>
              add({
                fieldType: '',
                fieldId: undefined,
                dataType: 'n',
                conditionOperator: null,
                conditionValue: null,
                ranked: false,
                thresholds: [],
              })
            }
          >
            Add table field
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
