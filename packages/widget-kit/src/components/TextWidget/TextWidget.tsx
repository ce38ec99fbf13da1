import type { TextOutput } from '@shelfsight/contracts';
import { Flex, Typography } from 'antd';
import { RichText } from './RichText';

export interface TextWidgetProps {
  output: TextOutput;
}

export const NO_TEXT = 'No text to show.';

/** TEXT widget: the widget's text fields in order, each with its optional title. */
export function TextWidget({ output }: TextWidgetProps) {
  const fields = output.fields.filter((field) => field.title || field.blocks.length > 0);
  if (fields.length === 0) return <Typography.Text type="secondary">{NO_TEXT}</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      {fields.map((field) => (
        <section key={field.key} aria-label={field.title ?? undefined}>
          {field.title ? (
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {field.title}
            </Typography.Title>
          ) : null}
          <RichText blocks={field.blocks} />
        </section>
      ))}
    </Flex>
  );
}
