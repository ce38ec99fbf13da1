import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from 'antd';
import { useFlash } from './FlashProvider';

// Storybook's preview already wraps every story in AppThemeProvider, which hosts the FlashProvider.
function FlashDemo() {
  const flash = useFlash();
  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        onClick={() => flash.success('Product list saved', { description: 'Summer BBQ assortment · 148 EANs' })}
      >
        Success
      </Button>
      <Button danger onClick={() => flash.error('Something went wrong. Please try again or contact support.')}>
        Error
      </Button>
      <Button onClick={() => flash.info('Similarity results will be available within 24 hours.')}>Info</Button>
      <Button
        onClick={() =>
          flash.warning('3 retailers have no image similarity module', { description: 'bol.com, Jumbo, Coolblue' })
        }
      >
        Warning
      </Button>
      <Button onClick={() => flash.success('Link has been copied to clipboard', { durationMs: 2000, key: 'copy' })}>
        Copy link
      </Button>
    </Flex>
  );
}

const meta: Meta<typeof FlashDemo> = { title: 'ui-kit/Flash', component: FlashDemo };
export default meta;

export const AllKinds: StoryObj<typeof FlashDemo> = {};
