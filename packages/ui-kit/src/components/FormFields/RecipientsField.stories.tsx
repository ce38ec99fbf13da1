import { savedFilterMessages } from '@shelfsight/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleRecipients } from './formFieldsSample';
import { inStoryForm } from './inStoryForm';
import { RecipientsField } from './RecipientsField';

const meta: Meta<typeof RecipientsField> = {
  title: 'ui-kit/FormFields/RecipientsField',
  component: RecipientsField,
  decorators: [inStoryForm],
  args: { users: sampleRecipients },
};
export default meta;

type Story = StoryObj<typeof RecipientsField>;

/** An alert's recipients: type a name or an e-mail such as "analyst@acme.test". */
export const AlertRecipients: Story = {
  args: { extra: 'Without recipients, the owner is told.', placeholder: 'The owner' },
};

/** A scheduled export mailed every Monday to the category manager and the buyer. */
export const ExportRecipientsChosen: Story = {
  args: { extra: 'Each recipient gets the file by e-mail.' },
  parameters: { initialValues: { recipientIds: [13, 12] } },
};

/** A dataset stores its recipients under its own field name. */
export const OtherFieldName: Story = {
  args: { name: 'mailTo', placeholder: 'Only me' },
  parameters: { initialValues: { mailTo: [14] } },
};

export const ServerRefused: Story = {
  args: { error: savedFilterMessages.unknownUser },
  parameters: { initialValues: { recipientIds: [11] } },
};
