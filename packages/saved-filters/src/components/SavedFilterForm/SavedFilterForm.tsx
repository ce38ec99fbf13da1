import {
  EVERYONE_USER_ID,
  type FilterItem,
  productFilterSegments,
  type SavedFilter,
  type SavedFilterInput,
  savedFilterInputSchema,
  type SavedFilterSegment,
  savedFilterSegmentLabels,
  type SavedFilterShareableUser,
} from '@shelfsight/contracts';
import { CrudForm, type CrudFormBinding } from '@shelfsight/ui-kit';
import { Alert, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  emptySegments,
  type FilterKind,
  inputOf,
  segmentsOf,
  segmentValuesOf,
  type SegmentValues,
} from '../../utils/segments';
import { SegmentSelect } from './SegmentSelect';

/** The items of one segment and whether they are still loading; the page binds it to the server. */
export type UseSegmentItems = (segment: SavedFilterSegment) => { items: FilterItem[]; loading: boolean };

export interface SavedFilterFormProps extends CrudFormBinding<SavedFilterInput> {
  kind: FilterKind;
  /** The filter being edited; a new one otherwise. */
  initial?: SavedFilter;
  useSegmentItems: UseSegmentItems;
  /** Members of the customer it can be shared with. */
  users: SavedFilterShareableUser[];
  /** The signed-in user, who owns a new filter. */
  currentUserId?: number | null;
}

type Values = SegmentValues & { name: string; sharedWith: number[] };

export const PRODUCT_SEGMENT_NEEDED = 'Choose at least one product, brand, brand type or tag.';

/** The contract's rules for the name, so the form says what the server would. */
const nameRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const result = savedFilterInputSchema.shape.name.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

/** Picking "Everyone" replaces single users; picking a user after "Everyone" narrows to users again. */
function normaliseSharing(next: number[], previous: number[]): number[] {
  const everyoneAdded = next.includes(EVERYONE_USER_ID) && !previous.includes(EVERYONE_USER_ID);
  if (everyoneAdded) return [EVERYONE_USER_ID];
  return next.length > 1 ? next.filter((id) => id !== EVERYONE_USER_ID) : next;
}

function SegmentField({
  segment,
  useSegmentItems,
  error,
}: {
  segment: SavedFilterSegment;
  useSegmentItems: UseSegmentItems;
  error?: string;
}) {
  const { items, loading } = useSegmentItems(segment);
  return (
    <Form.Item
      label={savedFilterSegmentLabels[segment]}
      name={segment}
      {...(error ? { validateStatus: 'error' as const, help: error } : {})}
    >
      <SegmentSelect items={items} loading={loading} />
    </Form.Item>
  );
}

/**
 * Name, the items of each segment and sharing of a saved filter (spec 2 §3, §6). Product filters edit only
 * the product segments; the other segments of an edited filter are kept as they are.
 */
export function SavedFilterForm(props: SavedFilterFormProps) {
  const { kind, initial, useSegmentItems, users, currentUserId, fieldErrors = {}, onSubmit } = props;
  const [form] = Form.useForm<Values>();
  const [missingProductSegment, setMissingProductSegment] = useState(false);
  const kept = initial ? segmentValuesOf(initial) : emptySegments();
  const ownerId = initial?.ownerUserId ?? currentUserId;
  const initialValues: Values = { ...kept, name: initial?.name ?? '', sharedWith: initial?.sharedWith ?? [] };
  const sharingOptions = [
    { value: EVERYONE_USER_ID, label: 'Everyone' },
    ...users
      .filter((user) => user.id !== ownerId)
      .map((user) => ({ value: user.id, label: `${user.displayName} (${user.email})` })),
  ];

  const finish = (values: Values) => {
    const segments = { ...kept };
    for (const segment of segmentsOf(kind)) segments[segment] = values[segment] ?? [];
    const narrowsProducts = productFilterSegments.some((segment) => segments[segment].length > 0);
    setMissingProductSegment(kind === 'product' && !narrowsProducts);
    if (kind === 'product' && !narrowsProducts) return;
    onSubmit(inputOf(values.name, segments, values.sharedWith ?? []));
  };

  return (
    <CrudForm<Values>
      form={form}
      initialValues={initialValues}
      page={props}
      submitLabel={initial ? 'Save' : 'Create'}
      onSubmit={finish}
    >
      {missingProductSegment && (
        <Alert type="error" showIcon title={PRODUCT_SEGMENT_NEEDED} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        label="Name"
        name="name"
        // The rule is the contract's (its own messages); `required` shows the field's mark.
        required
        rules={[nameRule]}
        {...(fieldErrors.name ? { validateStatus: 'error' as const, help: fieldErrors.name } : {})}
      >
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      {segmentsOf(kind).map((segment) => (
        <SegmentField key={segment} segment={segment} useSegmentItems={useSegmentItems} error={fieldErrors[segment]} />
      ))}
      <Typography.Paragraph type="secondary">
        Owner: {initial ? (initial.isOwnedByMe ? 'you' : (initial.ownerName ?? '-')) : 'you'}
      </Typography.Paragraph>
      <Form.Item
        label="Share with"
        name="sharedWith"
        extra="The owner always sees the filter. Everyone means every member of this customer."
        getValueFromEvent={(next: number[]) => normaliseSharing(next, form.getFieldValue('sharedWith') ?? [])}
        {...(fieldErrors.sharedWith ? { validateStatus: 'error' as const, help: fieldErrors.sharedWith } : {})}
      >
        <Select<number[]>
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={sharingOptions}
          placeholder="Not shared"
        />
      </Form.Item>
    </CrudForm>
  );
}
