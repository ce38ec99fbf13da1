import { formErrorsOf } from '@shelfsight/api-client';
import { type CalculatedMetricDefinition, calculatedMetricDefinitionInputSchema } from '@shelfsight/contracts';
import { Alert, Button, Form, Modal, Select, Steps } from 'antd';
import { useState } from 'react';
import { useSaveDccDefinitionMutation } from '../../api/dccApi';
import { conditionText } from '../../utils/conditionText';
import { definitionInputOf } from '../../utils/definitionInput';
import {
  type ComponentDraft,
  type ConditionDraft,
  componentDraftOf,
  conditionDraftOf,
  type ItemPath,
  pathPrefixOf,
  withItem,
} from '../../utils/itemDrafts';
import { ComponentFields, ConditionFields } from './ItemFields';

type Group = CalculatedMetricDefinition['groups'][number];

export interface ItemEditorProps {
  version: number;
  groups: readonly Group[];
  onClose: () => void;
}

const COMPONENT_ITSELF = -1;

/**
 * Edits one component or condition of a version in steps (spec 2 §2): step 1 is the start, choosing what to edit;
 * step 2 edits it. The whole definition is checked with the contract and saved; errors show beside their field.
 */
export function ItemEditor({ version, groups, onClose }: ItemEditorProps) {
  const [step, setStep] = useState(0);
  const [path, setPath] = useState<ItemPath>({ group: 0, component: 0, condition: null });
  const [draft, setDraft] = useState<ComponentDraft | ConditionDraft | null>(null);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string | null }>({
    fields: {},
    general: null,
  });
  const [save, saving] = useSaveDccDefinitionMutation();
  const group = groups[path.group];
  const component = group?.components[path.component];
  const prefix = pathPrefixOf(path);
  const errorOf = (key: string) => errors.fields[`${prefix}.${key}`];
  const otherErrors = Object.entries(errors.fields)
    .filter(([key]) => !key.startsWith(`${prefix}.`) || key.slice(prefix.length + 1).includes('.'))
    .map(([key, message]) => `${key}: ${message}`);

  const next = () => {
    if (!component) return;
    const input = definitionInputOf(groups as Group[]).groups[path.group]!.components![path.component]!;
    setDraft(path.condition === null ? componentDraftOf(input) : conditionDraftOf(input.conditions![path.condition]!));
    setErrors({ fields: {}, general: null });
    setStep(1);
  };

  const submit = async () => {
    if (!draft) return;
    const definition = withItem(definitionInputOf(groups as Group[]), path, draft);
    const checked = calculatedMetricDefinitionInputSchema.safeParse(definition);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setErrors({ fields, general: null });
      return;
    }
    try {
      await save({ version, definition }).unwrap();
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error));
    }
  };

  const footer =
    step === 0
      ? [
          <Button key="cancel" onClick={onClose}>
            Cancel
          </Button>,
          <Button key="next" type="primary" disabled={!component} onClick={next}>
            Next
          </Button>,
        ]
      : [
          <Button key="back" onClick={() => setStep(0)}>
            Back
          </Button>,
          <Button key="save" type="primary" loading={saving.isLoading} onClick={() => void submit()}>
            Save
          </Button>,
        ];

  return (
    <Modal title={`Edit version ${version}`} open onCancel={onClose} footer={footer} destroyOnHidden>
      <Steps
        current={step}
        size="small"
        items={[{ title: 'Choose' }, { title: 'Edit' }]}
        style={{ marginBottom: 16 }}
      />
      {step === 0 && (
        <Form layout="vertical" component="div">
          <Form.Item label="Group">
            <Select
              aria-label="Group"
              value={path.group}
              options={groups.map((each, index) => ({ value: index, label: each.name || 'Unnamed group' }))}
              onChange={(index) => setPath({ group: index, component: 0, condition: null })}
            />
          </Form.Item>
          <Form.Item label="Component">
            <Select
              aria-label="Component"
              value={component ? path.component : undefined}
              options={(group?.components ?? []).map((each, index) => ({
                value: index,
                label: each.name || 'Unnamed component',
              }))}
              onChange={(index) => setPath({ ...path, component: index, condition: null })}
            />
          </Form.Item>
          <Form.Item label="What to edit">
            <Select
              aria-label="What to edit"
              value={path.condition ?? COMPONENT_ITSELF}
              options={[
                { value: COMPONENT_ITSELF, label: 'The component itself' },
                ...(component?.conditions ?? []).map((each, index) => ({
                  value: index,
                  label: `Condition ${index + 1}: ${conditionText(each)}`,
                })),
              ]}
              onChange={(value) => setPath({ ...path, condition: value === COMPONENT_ITSELF ? null : value })}
            />
          </Form.Item>
        </Form>
      )}
      {step === 1 && draft && path.condition === null && (
        <ComponentFields
          draft={draft as ComponentDraft}
          onChange={(patch) => setDraft({ ...(draft as ComponentDraft), ...patch })}
          errorOf={errorOf}
        />
      )}
      {step === 1 && draft && path.condition !== null && (
        <ConditionFields
          draft={draft as ConditionDraft}
          onChange={(patch) => setDraft({ ...(draft as ConditionDraft), ...patch })}
          errorOf={errorOf}
        />
      )}
      {step === 1 && (errors.general || otherErrors.length > 0) && (
        <Alert type="error" showIcon title={errors.general ?? otherErrors.join(' ')} />
      )}
    </Modal>
  );
}
