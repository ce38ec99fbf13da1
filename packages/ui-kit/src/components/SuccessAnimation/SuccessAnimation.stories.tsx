import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { SuccessAnimation } from './SuccessAnimation';

const meta: Meta<typeof SuccessAnimation> = { title: 'ui-kit/SuccessAnimation', component: SuccessAnimation };
export default meta;

type Story = StoryObj<typeof SuccessAnimation>;

export const Default: Story = {};
export const Large: Story = { args: { size: 120, label: 'Reference images saved' } };

function SavedDialogBody() {
  const [run, setRun] = useState(0);
  const [done, setDone] = useState(false);
  return (
    <Flex vertical align="center" gap={12} style={{ width: 420 }}>
      <SuccessAnimation key={run} label="Successfully saved" onDone={() => setDone(true)} />
      <Typography.Title level={4}>Successfully saved</Typography.Title>
      <Typography.Text type="secondary">
        Results will be available within 24 hours (at the next moment of data collection)
      </Typography.Text>
      <Typography.Text type="secondary">{done ? 'Animation finished' : 'Drawing…'}</Typography.Text>
      <Button
        onClick={() => {
          setDone(false);
          setRun((value) => value + 1);
        }}
      >
        Replay
      </Button>
    </Flex>
  );
}

export const InSavedDialog: Story = { render: () => <SavedDialogBody /> };
