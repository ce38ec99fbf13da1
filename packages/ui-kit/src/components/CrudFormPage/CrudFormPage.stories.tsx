import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Input, Switch } from 'antd';
import { FilterSetFields } from '../FormFields/FilterSetFields';
import { sampleRecipients, sampleSavedFilters, sampleUseSegmentItems } from '../FormFields/formFieldsSample';
import { RecipientsField } from '../FormFields/RecipientsField';
import { CrudForm } from './CrudForm';
import { type CrudFormBinding, CrudFormPage, type SaveAnswer } from './CrudFormPage';

interface AlertValues {
  subject: string;
  isActive: boolean;
  recipientIds: number[];
}

/** An alert's form cut down to a few fields, as the alerts feature builds it on the frame. */
function AlertSketchForm({ fieldErrors = {}, onSubmit, ...page }: CrudFormBinding<AlertValues>) {
  const [form] = Form.useForm<AlertValues>();
  return (
    <CrudForm<AlertValues>
      form={form}
      initialValues={{ subject: 'Sonos Era 100 out of stock at Elkjøp', isActive: true, recipientIds: [11, 13] }}
      page={page}
      submitLabel="Save"
      onSubmit={onSubmit}
    >
      <Form.Item
        label="Subject"
        name="subject"
        {...(fieldErrors.subject ? { validateStatus: 'error' as const, help: fieldErrors.subject } : {})}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Active" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
      <FilterSetFields savedFilters={sampleSavedFilters} useSegmentItems={sampleUseSegmentItems} />
      <RecipientsField users={sampleRecipients} />
    </CrudForm>
  );
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 800));

const meta: Meta<typeof CrudFormPage<AlertValues>> = {
  title: 'ui-kit/CrudFormPage',
  component: CrudFormPage,
  args: {
    title: 'Edit Sonos Era 100 out of stock at Elkjøp',
    save: async (): Promise<SaveAnswer> => {
      await pause();
      return { data: { id: 31 } };
    },
    errorsOf: () => ({ fields: {}, general: 'The server could not save the alert. Try again later.' }),
    onLeave: () => undefined,
    children: (binding: CrudFormBinding<AlertValues>) => <AlertSketchForm {...binding} />,
  },
};
export default meta;

type Story = StoryObj<typeof CrudFormPage<AlertValues>>;

/** Save spins a moment, then leaves the page. */
export const EditAlert: Story = {};

/** The server refuses the subject: its message stands beside the field. */
export const SubjectTaken: Story = {
  args: {
    save: async () => ({ error: { status: 400 } }),
    errorsOf: () => ({ fields: { subject: 'You already have an alert with this subject.' }, general: null }),
  },
};

/** The server names no field: one message above the form. */
export const ServerDown: Story = { args: { save: async () => ({ error: { status: 500 } }) } };

export const Loading: Story = { args: { loading: true } };

/** The link names an alert that was deleted or belongs to someone else. */
export const UnknownAlert: Story = {
  args: {
    notFound: { title: 'Unknown alert', subTitle: 'This alert does not exist, or only its owner may change it.' },
  },
};
