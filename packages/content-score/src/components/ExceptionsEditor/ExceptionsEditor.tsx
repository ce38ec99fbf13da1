import { PlusOutlined } from '@ant-design/icons';
import { formErrorsOf } from '@shelfsight/api-client';
import {
  type CalculatedMetricExceptions,
  type CalculatedMetricExceptionsInput,
  calculatedMetricExceptionsInputSchema,
} from '@shelfsight/contracts';
import type { ProductChoice, RetailerChoice } from '@shelfsight/product-kit';
import { Alert, Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { type DccTag, useSaveDccExceptionsMutation } from '../../api/dccApi';
import {
  draftOfException,
  draftOfGroup,
  emptyExceptionDraft,
  type ExceptionDraft,
  type ExceptionKind,
  exceptionRuleText,
  withException,
} from '../../utils/exceptionDrafts';
import { ExceptionForm } from './ExceptionForm';

export interface ExceptionsEditorProps {
  exceptions: CalculatedMetricExceptions;
  /** Administrators add, edit and remove; everyone else reads. */
  mayChange: boolean;
  products: readonly ProductChoice[];
  retailers: readonly RetailerChoice[];
  tags: readonly DccTag[];
}

interface Editing {
  kind: ExceptionKind;
  index: number;
  draft: ExceptionDraft;
}
type Errors = { fields: Record<string, string>; general: string | null };
const noErrors: Errors = { fields: {}, general: null };

/** One row of either table, with the names its ids stand for. */
interface Row {
  key: number;
  index: number;
  product: string;
  retailers: string;
  tags: string;
  rule: string;
}

/**
 * The exceptions of the DCC score (they hold for every version): a table of exceptions (a product, retailer or tag)
 * and one of exception groups (several retailers or tags at once). Each save sends both whole lists.
 */
export function ExceptionsEditor({ exceptions, mayChange, products, retailers, tags }: ExceptionsEditorProps) {
  const [save, saving] = useSaveDccExceptionsMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const nameOf = (list: readonly { id: number; name: string }[], id: number, what: string) =>
    list.find((item) => item.id === id)?.name ?? `${what} ${id}`;
  const productName = (id: number | null) => (id === null ? 'Any product' : nameOf(products, id, 'Product'));
  const names = (ids: readonly number[], list: readonly { id: number; name: string }[], what: string, any: string) =>
    ids.length === 0 ? any : ids.map((id) => nameOf(list, id, what)).join(', ');
  const tagList = tags.map((tag) => ({ id: tag.id, name: tag.value }));

  const rows = (kind: ExceptionKind): Row[] =>
    kind === 'exceptions'
      ? exceptions.exceptions.map((row, index) => ({
          key: row.id,
          index,
          product: productName(row.entityId),
          retailers: names(row.retailerId === null ? [] : [row.retailerId], retailers, 'Retailer', 'Any retailer'),
          tags: names(row.tagId === null ? [] : [row.tagId], tagList, 'Tag', 'Any tag'),
          rule: exceptionRuleText(row),
        }))
      : exceptions.exceptionGroups.map((row, index) => ({
          key: row.id,
          index,
          product: productName(row.entityId),
          retailers: names(row.retailerIds, retailers, 'Retailer', 'Any retailer'),
          tags: names(row.tagIds, tagList, 'Tag', 'Any tag'),
          rule: exceptionRuleText(row),
        }));

  /** Checks the lists with the contract first, then saves; errors of the edited row come back by its keys. */
  async function send(input: CalculatedMetricExceptionsInput, kind: ExceptionKind, index: number): Promise<boolean> {
    const prefix = `${kind}.${index}.`;
    const byRow = (fields: Record<string, string>) => {
      const mine: Record<string, string> = {};
      const others: string[] = [];
      for (const [path, message] of Object.entries(fields))
        if (path.startsWith(prefix)) mine[path.slice(prefix.length)] ??= message;
        else others.push(message);
      return { fields: mine, general: others[0] ?? null };
    };
    const checked = calculatedMetricExceptionsInputSchema.safeParse(input);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setErrors(byRow(fields));
      return false;
    }
    try {
      await save(input).unwrap();
      return true;
    } catch (error) {
      const found = formErrorsOf(error);
      const mapped = byRow(found.fields);
      setErrors({ fields: mapped.fields, general: found.general ?? mapped.general });
      return false;
    }
  }

  const submit = async () => {
    if (!editing) return;
    const ok = await send(
      withException(exceptions, editing.kind, editing.index, editing.draft),
      editing.kind,
      editing.index,
    );
    if (ok) setEditing(null);
  };

  const remove = async (kind: ExceptionKind, index: number) => {
    setRemoveError(null);
    try {
      await save(withException(exceptions, kind, index, null)).unwrap();
    } catch (error) {
      setRemoveError(formErrorsOf(error).general ?? 'The exception could not be removed.');
    }
  };

  const open = (kind: ExceptionKind, index: number) => {
    setErrors(noErrors);
    const draft =
      kind === 'exceptions'
        ? exceptions.exceptions[index] && draftOfException(exceptions.exceptions[index])
        : exceptions.exceptionGroups[index] && draftOfGroup(exceptions.exceptionGroups[index]);
    setEditing({ kind, index, draft: draft ?? emptyExceptionDraft });
  };

  const table = (kind: ExceptionKind, title: string, noun: string) => (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {mayChange && (
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              open(kind, kind === 'exceptions' ? exceptions.exceptions.length : exceptions.exceptionGroups.length)
            }
          >
            Add {noun}
          </Button>
        )}
      </Flex>
      <Table<Row>
        size="small"
        pagination={false}
        aria-label={title}
        dataSource={rows(kind)}
        locale={{ emptyText: `No ${noun}s` }}
        columns={[
          { title: 'Product', dataIndex: 'product' },
          { title: kind === 'exceptions' ? 'Retailer' : 'Retailers', dataIndex: 'retailers' },
          { title: kind === 'exceptions' ? 'Tag' : 'Tags', dataIndex: 'tags' },
          { title: 'Rule', dataIndex: 'rule' },
          ...(mayChange
            ? [
                {
                  title: 'Actions',
                  key: 'actions',
                  render: (_: unknown, row: Row) => (
                    <Space>
                      <Button
                        size="small"
                        onClick={() => open(kind, row.index)}
                        aria-label={`Edit ${noun} ${row.index + 1}`}
                      >
                        Edit
                      </Button>
                      <Popconfirm
                        title={`Remove this ${noun}?`}
                        description="The scores are recomputed without it."
                        okText="Remove"
                        onConfirm={() => remove(kind, row.index)}
                      >
                        <Button size="small" danger aria-label={`Remove ${noun} ${row.index + 1}`}>
                          Remove
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Exceptions hold for every version. On the product pages they match, the conditions on their field test the
        exception’s rule instead, or count as met. An exception wins over an exception group; the more specific wins.
      </Typography.Paragraph>
      {removeError && <Alert type="error" showIcon title={removeError} />}
      {table('exceptions', 'Exceptions', 'exception')}
      {table('exceptionGroups', 'Exception groups', 'exception group')}
      {editing && (
        <ExceptionForm
          kind={editing.kind}
          adding={
            editing.kind === 'exceptions'
              ? editing.index >= exceptions.exceptions.length
              : editing.index >= exceptions.exceptionGroups.length
          }
          draft={editing.draft}
          onChange={(patch) => setEditing({ ...editing, draft: { ...editing.draft, ...patch } })}
          products={products}
          retailers={retailers}
          tags={tags}
          errors={errors}
          saving={saving.isLoading}
          onSave={() => void submit()}
          onCancel={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
