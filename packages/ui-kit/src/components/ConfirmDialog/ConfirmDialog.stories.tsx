import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirm } from './ConfirmProvider';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'ui-kit/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, content: 'Remove "Coca-Cola Zero 1.5 L" (EAN 5449000131805) from the list?' },
};
export default meta;

type Story = StoryObj<typeof ConfirmDialog>;

export const Defaults: Story = {};

export const Destructive: Story = {
  args: {
    title: 'Delete alert?',
    content: 'The price alert "Heineken 6-pack below €7.99" stops for all 4 recipients.',
    confirmText: 'Delete',
    danger: true,
  },
};

function PromiseDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('not asked yet');
  return (
    <Flex gap={12} align="center">
      <Button
        onClick={async () => {
          const yes = await confirm({ content: 'Discard the unsaved changes to "Weekly price check"?' });
          setAnswer(yes ? 'confirmed' : 'cancelled');
        }}
      >
        Discard changes
      </Button>
      <Typography.Text type="secondary">Answer: {answer}</Typography.Text>
    </Flex>
  );
}

export const WithUseConfirm: StoryObj<typeof PromiseDemo> = { render: () => <PromiseDemo /> };
