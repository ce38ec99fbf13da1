import type { FormErrors } from '@shelfsight/api-client';
import {
  type FilterItem,
  type VisibilityCluster,
  type VisibilityClusterInput,
  visibilityClusterInputSchema,
  visibilityClusterMessages,
} from '@shelfsight/contracts';
import { Alert, Button, Checkbox, Drawer, Form, Input, Radio, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { type ClusterDraft, draftOf, inputOf } from '../../utils/clusterDraft';
import { ConditionsField } from './ConditionsField';

export interface ClusterFormProps {
  open: boolean;
  /** The cluster to edit, or null to create one. */
  cluster: VisibilityCluster | null;
  /** The customer's search keywords, offered for manual selection. */
  keywords: readonly FilterItem[];
  /** The customer's tracked category pages, offered for manual selection. */
  categoryPages?: readonly FilterItem[];
  /**
   * The customer's tracked other pages (home page, deals page, …), offered in their own picker and sent as
   * `OTHER_PAGE`. The filter bar's category list holds them too, so the category picker leaves them out.
   */
  otherPages?: readonly FilterItem[];
  saving?: boolean;
  /** The server's refusal of the last save. */
  serverErrors?: FormErrors;
  onSave: (input: VisibilityClusterInput) => void;
  onClose: () => void;
}

const noErrors: FormErrors = { fields: {}, general: null };
/** The fields this form shows errors beside; any other field's error goes above the buttons. */
const shownBeside = /^(name|entities|conditions(\.\d+\.(value|operator))?)$/;

type Picker = 'keywords' | 'categoryPages' | 'otherPages';
/** The server names `entities` for every picker: its message says which kind it refused (keywords otherwise). */
const pickerRefused = (message: string | undefined): Picker | null => {
  if (!message) return null;
  if (message === visibilityClusterMessages.unknownCategoryPage) return 'categoryPages';
  if (message === visibilityClusterMessages.unknownOtherPage) return 'otherPages';
  return 'keywords';
};

const pageOption = (page: FilterItem) => ({
  value: page.id,
  label: page.details ? `${page.name} (${page.details})` : page.name,
});

/**
 * A drawer that creates or edits a visibility cluster: name, active, draft, and the selection, either search keywords,
 * category pages and other pages picked by hand or ordered conditions on their names. The contract's rules are checked before sending; the
 * server's 400s show beside the field they name.
 */
export function ClusterForm({
  open,
  cluster,
  keywords,
  categoryPages = [],
  otherPages = [],
  saving,
  serverErrors,
  onSave,
  onClose,
}: ClusterFormProps) {
  const [draft, setDraft] = useState<ClusterDraft>(() => draftOf(cluster));
  const [localErrors, setLocalErrors] = useState<FormErrors | null>(null);
  const errors = localErrors ?? serverErrors ?? noErrors;
  const errorOf = (path: string) => errors.fields[path];
  const change = (patch: Partial<ClusterDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const refused = pickerRefused(errorOf('entities'));
  /** The error beside one picker, as Form.Item props. */
  const shownAt = (picker: Picker) =>
    refused === picker ? { validateStatus: 'error' as const, help: errorOf('entities') } : {};
  const otherPageIds = new Set(otherPages.map((page) => page.id));
  // Other pages picked as category pages before they had a picker of their own stay shown where they were picked.
  const categoryOptions = categoryPages
    .filter((page) => !otherPageIds.has(page.id) || draft.categoryIds.includes(page.id))
    .map(pageOption);
  const others = Object.entries(errors.fields)
    .filter(([path]) => !shownBeside.test(path))
    .map(([path, message]) => `${path}: ${message}`);

  const submit = () => {
    const input = inputOf(draft, keywords, categoryPages, otherPages);
    const checked = visibilityClusterInputSchema.safeParse(input);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setLocalErrors({ fields, general: null });
      return;
    }
    setLocalErrors(null);
    onSave(input);
  };

  return (
    <Drawer
      title={cluster ? `Edit ${cluster.name}` : 'Create visibility cluster'}
      open={open}
      onClose={onClose}
      size={560}
      destroyOnHidden
      footer={
        <Space>
          <Button type="primary" loading={saving} onClick={submit}>
            Save
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </Space>
      }
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Name" required validateStatus={errorOf('name') ? 'error' : undefined} help={errorOf('name')}>
          <Input
            aria-label="Name"
            value={draft.name}
            maxLength={200}
            onChange={(event) => change({ name: event.target.value })}
          />
        </Form.Item>
        <Space size="large">
          <Form.Item label="Active">
            <Switch aria-label="Active" checked={draft.active} onChange={(active) => change({ active })} />
          </Form.Item>
          <Form.Item label="Draft" tooltip="Inactive and draft clusters do not narrow the widgets.">
            <Checkbox checked={draft.isDraft} onChange={(event) => change({ isDraft: event.target.checked })}>
              Draft
            </Checkbox>
          </Form.Item>
        </Space>
        <Form.Item label="Selection">
          <Radio.Group
            value={draft.mode}
            onChange={(event) => change({ mode: event.target.value as ClusterDraft['mode'] })}
            options={[
              { value: 'manual', label: 'Manual selection' },
              { value: 'conditional', label: 'Conditional selection' },
            ]}
          />
        </Form.Item>
        {draft.mode === 'manual' ? (
          <>
            <Form.Item
              label="Search keywords"
              tooltip="Narrow the search metrics (search rank, share of search)."
              {...shownAt('keywords')}
            >
              <Select
                aria-label="Search keywords"
                mode="multiple"
                value={draft.keywordIds}
                options={keywords.map((keyword) => ({ value: keyword.id, label: keyword.name }))}
                optionFilterProp="label"
                placeholder="Search the customer’s keywords"
                onChange={(keywordIds) => change({ keywordIds })}
              />
            </Form.Item>
            <Form.Item
              label="Category pages"
              tooltip="Narrow the category listing metrics (category rank)."
              {...shownAt('categoryPages')}
            >
              <Select
                aria-label="Category pages"
                mode="multiple"
                value={draft.categoryIds}
                options={categoryOptions}
                optionFilterProp="label"
                placeholder="Search the customer’s category pages"
                onChange={(categoryIds) => change({ categoryIds })}
              />
            </Form.Item>
            <Form.Item
              label="Other pages"
              tooltip="Pages such as the home or deals page: narrow the category listing metrics like category pages."
              {...shownAt('otherPages')}
            >
              <Select
                aria-label="Other pages"
                mode="multiple"
                value={draft.otherPageIds}
                options={otherPages.map(pageOption)}
                optionFilterProp="label"
                placeholder="Search the customer’s other pages"
                onChange={(otherPageIds) => change({ otherPageIds })}
              />
            </Form.Item>
          </>
        ) : (
          <ConditionsField
            conditions={draft.conditions}
            onChange={(conditions) => change({ conditions })}
            errorOf={errorOf}
          />
        )}
      </Form>
      {(errors.general || others.length > 0) && (
        <Alert type="error" showIcon title={errors.general ?? others.join(' ')} />
      )}
    </Drawer>
  );
}
