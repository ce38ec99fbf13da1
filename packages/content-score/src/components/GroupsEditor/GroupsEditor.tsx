import { formErrorsOf } from '@shelfsight/api-client';
import { type CalculatedMetricDefinition, calculatedMetricDefinitionInputSchema } from '@shelfsight/contracts';
import { Alert, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useSaveDccDefinitionMutation } from '../../api/dccApi';
import { definitionInputOf } from '../../utils/definitionInput';

type Group = CalculatedMetricDefinition['groups'][number];

export interface GroupsEditorProps {
  open: boolean;
  version: number;
  groups: readonly Group[];
  onClose: () => void;
}

interface GroupDraft {
  name: string;
  /** The weight as the user types it, a percent. */
  weightPercent: number | null;
}

const draftsOf = (groups: readonly Group[]): GroupDraft[] =>
  groups.map((group) => ({ name: group.name, weightPercent: Math.round(group.weight * 10000) / 100 }));

/**
 * Edits the names and weights of a version's groups and saves the whole definition (components and conditions as
 * read). The contract's rules are checked before sending, so weights not adding up to 100% never reach the server;
 * the server's 400s still show beside the field they name.
 */
export function GroupsEditor({ open, version, groups, onClose }: GroupsEditorProps) {
  const [drafts, setDrafts] = useState<GroupDraft[]>(() => draftsOf(groups));
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string | null }>({
    fields: {},
    general: null,
  });
  const [save, saving] = useSaveDccDefinitionMutation();
  const totalPercent = drafts.reduce((sum, draft) => sum + (draft.weightPercent ?? 0), 0);

  const change = (index: number, patch: Partial<GroupDraft>) =>
    setDrafts((current) => current.map((draft, each) => (each === index ? { ...draft, ...patch } : draft)));

  const submit = async () => {
    const input = definitionInputOf(
      groups.map((group, index) => ({
        ...group,
        name: drafts[index]!.name,
        weight: (drafts[index]!.weightPercent ?? 0) / 100,
      })) as CalculatedMetricDefinition['groups'],
    );
    const checked = calculatedMetricDefinitionInputSchema.safeParse(input);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
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
  const weightsError = fieldError('groups');
  const otherErrors = Object.entries(errors.fields)
    .filter(([path]) => path !== 'groups' && !/^groups\.\d+\.(name|weight)$/.test(path))
    .map(([path, message]) => `${path}: ${message}`);

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
          <Form.Item key={groups[index]!.id} label={`Group ${index + 1}`} required={false} style={{ marginBottom: 8 }}>
            <Form.Item
              validateStatus={fieldError(`groups.${index}.name`) ? 'error' : undefined}
              help={fieldError(`groups.${index}.name`)}
              style={{ display: 'inline-block', width: 'calc(65% - 8px)', marginRight: 8, marginBottom: 0 }}
            >
              <Input
                aria-label={`Name of group ${index + 1}`}
                value={draft.name}
                maxLength={200}
                onChange={(event) => change(index, { name: event.target.value })}
              />
            </Form.Item>
            <Form.Item
              validateStatus={fieldError(`groups.${index}.weight`) ? 'error' : undefined}
              help={fieldError(`groups.${index}.weight`)}
              style={{ display: 'inline-block', width: '35%', marginBottom: 0 }}
            >
              <InputNumber
                aria-label={`Weight of group ${index + 1}`}
                value={draft.weightPercent}
                min={0}
                max={100}
                suffix="%"
                style={{ width: '100%' }}
                onChange={(value) => change(index, { weightPercent: value })}
              />
            </Form.Item>
          </Form.Item>
        ))}
      </Form>
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
