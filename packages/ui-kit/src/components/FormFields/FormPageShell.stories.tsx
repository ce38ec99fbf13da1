import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form, Input, Space } from 'antd';
import { FilterSetFields } from './FilterSetFields';
import { sampleRecipients, sampleSavedFilters, sampleUseSegmentItems } from './formFieldsSample';
import { FormPageShell } from './FormPageShell';
import { RecipientsField } from './RecipientsField';

/** A scheduled export's form, as the exports feature puts it in the shell. */
const exportForm = (
  <Form layout="vertical" initialValues={{ name: 'Weekly price check — Tesco & Walmart', recipientIds: [11, 13] }}>
    <Form.Item label="Name" name="name">
      <Input />
    </Form.Item>
    <FilterSetFields savedFilters={sampleSavedFilters} useSegmentItems={sampleUseSegmentItems} />
    <RecipientsField users={sampleRecipients} />
    <Space>
      <Button type="primary">Save</Button>
      <Button>Cancel</Button>
    </Space>
  </Form>
);

const meta: Meta<typeof FormPageShell> = {
  title: 'ui-kit/FormFields/FormPageShell',
  component: FormPageShell,
  args: { title: 'Edit scheduled export', children: exportForm },
};
export default meta;

type Story = StoryObj<typeof FormPageShell>;

export const EditForm: Story = {};

/** The export to edit is still loading. */
export const Loading: Story = { args: { loading: true } };

/** The link names an export that was deleted or belongs to someone else. */
export const NotFound: Story = {
  args: {
    notFound: {
      title: 'Scheduled export not found',
      subTitle: 'It may have been deleted, or it is not yours to change.',
    },
  },
};

export const NarrowCard: Story = { args: { title: 'Copy scheduled export', maxWidth: 640 } };
