import { formErrorsOf } from '@shelfsight/api-client';
import {
  type CalculatedMetricDefinition,
  type CalculatedMetricDefinitionInput,
  calculatedMetricDefinitionInputSchema,
  dccConditionText,
} from '@shelfsight/contracts';
import { Alert, App, Button, Modal, Steps } from 'antd';
import { useRef, useState } from 'react';
import { useSaveDccDefinitionMutation } from '../../api/dccApi';
import { definitionInputOf } from '../../utils/definitionInput';
import { definitionErrorText } from '../../utils/definitionPath';
import {
  type ComponentDraft,
  type ConditionDraft,
  componentDraftOf,
  conditionDraftOf,
  type ItemPath,
  pathPrefixOf,
  withItem,
  withoutItem,
} from '../../utils/itemDrafts';
import { ItemChooser } from './ItemChooser';
import { ComponentFields, ConditionFields } from './ItemFields';

type Group = CalculatedMetricDefinition['groups'][number];

export interface ItemEditorProps {
  version: number;
  groups: readonly Group[];
  onClose: () => void;
}

/**
 * Edits one component or condition of a version in steps (spec 2 §2): step 1 is the start, choosing what to edit
 * (or a new component or condition, or removing the chosen one after a confirmation); step 2 edits it. The whole
 * definition is checked with the contract and saved; errors show beside their field.
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
  const { modal } = App.useApp();
  // The errors' paths index the definition as sent, which may hold an item the read groups do not yet.
  const sent = useRef<CalculatedMetricDefinitionInput | null>(null);
  const group = groups[path.group];
  const component = group?.components[path.component];
  const prefix = pathPrefixOf(path);
  const errorOf = (key: string) => errors.fields[`${prefix}.${key}`];
  // Step 1 has no fields to show errors beside (a removal's refusal shows there), so it lists them all.
  const otherErrors = Object.entries(errors.fields)
    .filter(([key]) => step === 0 || !key.startsWith(`${prefix}.`) || key.slice(prefix.length + 1).includes('.'))
    .map(([key, message]) => definitionErrorText(sent.current ?? definitionInputOf(groups as Group[]), key, message));

  const isNewComponent = group !== undefined && path.component === group.components.length;
  const condition = path.condition === null ? undefined : component?.conditions[path.condition];
  const isNewCondition = component !== undefined && path.condition === component.conditions.length;

  const next = () => {
    if (isNewComponent) setDraft(componentDraftOf({}));
    else if (isNewCondition) setDraft(conditionDraftOf({}));
    else {
      if (!component) return;
      const input = definitionInputOf(groups as Group[]).groups[path.group]!.components![path.component]!;
      setDraft(
        path.condition === null ? componentDraftOf(input) : conditionDraftOf(input.conditions![path.condition]!),
      );
    }
    setErrors({ fields: {}, general: null });
    setStep(1);
  };

  const choose = (chosen: ItemPath) => {
    setPath(chosen);
    setErrors({ fields: {}, general: null });
  };

  const send = async (definition: CalculatedMetricDefinitionInput) => {
    sent.current = definition;
    try {
      await save({ version, definition }).unwrap();
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error));
    }
  };

  const remove = () => {
    if (!component) return;
    const conditionCount = component.conditions.length;
    modal.confirm({
      title: condition
        ? `Remove condition ${path.condition! + 1} of “${component.name || 'Unnamed component'}”?`
        : `Remove the component “${component.name || 'Unnamed component'}”?`,
      content: condition
        ? `“${dccConditionText(condition)}” no longer counts. Version ${version} is saved without it.`
        : `Its ${conditionCount === 1 ? 'condition goes' : `${conditionCount} conditions go`} with it. ` +
          `Version ${version} is saved without it.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () => {
        setErrors({ fields: {}, general: null });
        return send(withoutItem(definitionInputOf(groups as Group[]), path));
      },
    });
  };

  const submit = async () => {
    if (!draft) return;
    const definition = withItem(definitionInputOf(groups as Group[]), path, draft);
    const checked = calculatedMetricDefinitionInputSchema.safeParse(definition);
    if (!checked.success) {
      sent.current = definition;
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setErrors({ fields, general: null });
      return;
    }
    await send(definition);
  };

  const titleOf = () => {
    if (step === 1 && isNewComponent) return `Version ${version}: new component in “${group.name || 'Unnamed group'}”`;
    if (step === 1 && isNewCondition)
      return `Version ${version}: new condition of “${component.name || 'Unnamed component'}”`;
    return `Edit version ${version}`;
  };

  const removable = component !== undefined && (path.condition === null || condition !== undefined);
  const footer =
    step === 0
      ? [
          ...(removable
            ? [
                <Button key="remove" danger loading={saving.isLoading} onClick={remove}>
                  {condition ? 'Remove condition' : 'Remove component'}
                </Button>,
              ]
            : []),
          <Button key="cancel" onClick={onClose}>
            Cancel
          </Button>,
          <Button key="next" type="primary" disabled={!component && !isNewComponent} onClick={next}>
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
    <Modal title={titleOf()} open onCancel={onClose} footer={footer} destroyOnHidden>
      <Steps
        current={step}
        size="small"
        items={[{ title: 'Choose' }, { title: 'Edit' }]}
        style={{ marginBottom: 16 }}
      />
      {step === 0 && <ItemChooser groups={groups} path={path} onChange={choose} />}
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
      {(errors.general || otherErrors.length > 0) && (
        <Alert type="error" showIcon title={errors.general ?? otherErrors.join(' ')} />
      )}
    </Modal>
  );
}
