import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formErrorsOf } from '@shelfsight/api-client';
import { type CalculatedMetricDefinition, calculatedMetricDefinitionInputSchema } from '@shelfsight/contracts';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useSaveDccDefinitionMutation } from '../../api/dccApi';
import { definitionInputOf } from '../../utils/definitionInput';
import { definitionErrorText } from '../../utils/definitionPath';

type Group = CalculatedMetricDefinition['groups'][number];

export interface GroupsEditorProps {
  open: boolean;
  version: number;
  groups: readonly Group[];
  onClose: () => void;
}

/** The contract's bounds on the number of groups. */
const MIN_GROUPS = 1;
const MAX_GROUPS = 20;

interface GroupDraft {
  /** The React key: the group's id, or a made-up one for a new group. */
  key: string;
  /** The index of the read group whose components it keeps; null for a new group, which has none. */
  source: number | null;
  name: string;
  /** The weight as the user types it, a percent. */
  weightPercent: number | null;
}

/** The form's own words for a weight out of range (the contract's range message speaks of fractions of 1). */
export const groupsEditorMessages = {
  weightRange: 'Enter a weight from 0% to 100%.',
} as const;

const weightInRange = (percent: number | null) => percent !== null && percent >= 0 && percent <= 100;

const draftsOf = (groups: readonly Group[]): GroupDraft[] =>
  groups.map((group, index) => ({
    key: String(group.id),
    source: index,
    name: group.name,
    weightPercent: Math.round(group.weight * 10000) / 100,
  }));

/**
 * Edits the names and weights of a version's groups, adds groups (without components) and removes them (a group
 * with components after a confirmation), then saves the whole definition (the kept groups' components and
 * conditions as read). The contract's rules are checked before sending, so weights not adding up to 100% never
 * reach the server; the server's 400s still show beside the field they name.
 */
export function GroupsEditor({ open, version, groups, onClose }: GroupsEditorProps) {
  const [drafts, setDrafts] = useState<GroupDraft[]>(() => draftsOf(groups));
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string | null }>({
    fields: {},
    general: null,
  });
  const [save, saving] = useSaveDccDefinitionMutation();
  const { modal } = App.useApp();
  const newKeys = useRef(0);
  const totalPercent = drafts.reduce((sum, draft) => sum + (draft.weightPercent ?? 0), 0);

  const change = (index: number, patch: Partial<GroupDraft>) =>
    setDrafts((current) => current.map((draft, each) => (each === index ? { ...draft, ...patch } : draft)));

  // Errors name indices of the groups as sent; once rows move they would point at the wrong row.
  const clearErrors = () => setErrors({ fields: {}, general: null });

  const add = () => {
    newKeys.current += 1;
    setDrafts((current) => [...current, { key: `new-${newKeys.current}`, source: null, name: '', weightPercent: 0 }]);
    clearErrors();
  };

  const remove = (index: number) => {
    const drop = () => {
      setDrafts((current) => current.filter((_, each) => each !== index));
      clearErrors();
    };
    const draft = drafts[index]!;
    const count = draft.source === null ? 0 : groups[draft.source]!.components.length;
    if (count === 0) return drop();
    modal.confirm({
      title: `Remove the group “${draft.name || 'Unnamed group'}”?`,
      content:
        `Its ${count === 1 ? 'component' : `${count} components`} and their conditions are removed when you save. ` +
        'The other groups’ weights must then add up to 100%.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: drop,
    });
  };

  const submit = async () => {
    const read = definitionInputOf(groups as Group[]).groups;
    const input = {
      groups: drafts.map((draft) => ({
        name: draft.name,
        weight: (draft.weightPercent ?? 0) / 100,
        components: draft.source === null ? [] : (read[draft.source]!.components ?? []),
      })),
    };
    const fields: Record<string, string> = {};
    drafts.forEach((draft, index) => {
      if (!weightInRange(draft.weightPercent)) fields[`groups.${index}.weight`] = groupsEditorMessages.weightRange;
    });
    const checked = calculatedMetricDefinitionInputSchema.safeParse(input);
    if (!checked.success) for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
    if (Object.keys(fields).length > 0) {
      setErrors({ fields, general: null });
      return;
    }
    try {
      await save({ version, definition: input }).unwrap();
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error));
    }
  };

  const fieldError = (path: string) => errors.fields[path];
  // Shown while typing, so an out-of-range weight is refused on its field before any save.
  const weightError = (index: number) =>
    weightInRange(drafts[index]!.weightPercent)
      ? fieldError(`groups.${index}.weight`)
      : groupsEditorMessages.weightRange;
  const weightsError = fieldError('groups');
  const otherErrors = Object.entries(errors.fields)
    .filter(([path]) => path !== 'groups' && !/^groups\.\d+\.(name|weight)$/.test(path))
    .map(([path, message]) => definitionErrorText(definitionInputOf(groups as Group[]), path, message));

  return (
    <Modal
      title={`Edit the groups of version ${version}`}
      open={open}
      okText="Save"
      confirmLoading={saving.isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        {drafts.map((draft, index) => (
          <Form.Item key={draft.key} label={`Group ${index + 1}`} required={false} style={{ marginBottom: 8 }}>
            <Form.Item
              validateStatus={fieldError(`groups.${index}.name`) ? 'error' : undefined}
              help={fieldError(`groups.${index}.name`)}
              style={{ display: 'inline-block', width: 'calc(60% - 8px)', marginRight: 8, marginBottom: 0 }}
            >
              <Input
                aria-label={`Name of group ${index + 1}`}
                value={draft.name}
                maxLength={200}
                onChange={(event) => change(index, { name: event.target.value })}
              />
            </Form.Item>
            <Form.Item
              validateStatus={weightError(index) ? 'error' : undefined}
              help={weightError(index)}
              style={{ display: 'inline-block', width: 'calc(40% - 40px)', marginRight: 8, marginBottom: 0 }}
            >
              {/* No min or max: antd would drop or clamp what is typed, hiding it from the total and the check. */}
              <InputNumber
                aria-label={`Weight of group ${index + 1}`}
                value={draft.weightPercent}
                suffix="%"
                style={{ width: '100%' }}
                onChange={(value) => change(index, { weightPercent: value })}
              />
            </Form.Item>
            <Button
              aria-label={`Remove group ${index + 1}`}
              title={drafts.length <= MIN_GROUPS ? 'A version keeps at least one group.' : 'Remove the group'}
              icon={<DeleteOutlined />}
              disabled={drafts.length <= MIN_GROUPS}
              onClick={() => remove(index)}
            />
          </Form.Item>
        ))}
      </Form>
      <Button
        icon={<PlusOutlined />}
        disabled={drafts.length >= MAX_GROUPS}
        title={drafts.length >= MAX_GROUPS ? `A version holds at most ${MAX_GROUPS} groups.` : undefined}
        onClick={add}
        style={{ marginBottom: 12 }}
      >
        Add group
      </Button>
      <Typography.Paragraph type={weightsError ? 'danger' : 'secondary'}>
        Total {Math.round(totalPercent * 100) / 100}%
      </Typography.Paragraph>
      {weightsError && <Alert type="error" showIcon title={weightsError} />}
      {(errors.general || otherErrors.length > 0) && (
        <Alert type="error" showIcon title={errors.general ?? otherErrors.join(' ')} />
      )}
    </Modal>
  );
}
