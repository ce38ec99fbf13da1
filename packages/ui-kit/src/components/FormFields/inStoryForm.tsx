import type { Decorator } from '@storybook/react-vite';
import { Form, Typography } from 'antd';

/**
 * Stories' decorator: the form a story's fields sit in, as on an alert or export page, started from the story's
 * `parameters.initialValues`, with the values a submit would send shown under it.
 */
export const inStoryForm: Decorator = (Story, { parameters }) => (
  <Form layout="vertical" initialValues={parameters.initialValues as object | undefined} style={{ maxWidth: 560 }}>
    <Story />
    <Form.Item shouldUpdate noStyle>
      {({ getFieldsValue }) => <Typography.Text code>{JSON.stringify(getFieldsValue(true))}</Typography.Text>}
    </Form.Item>
  </Form>
);
