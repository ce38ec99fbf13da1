import type { TextBlock } from '@shelfsight/contracts';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

type Span = TextBlock['spans'][number];

// Checked again here, not only by the schema: a link must never run script, whatever the caller passes.
const isSafeHref = (href: string | null): href is string => href !== null && /^https?:\/\//i.test(href);

function SpanText({ span }: { span: Span }) {
  let node: ReactNode = span.text;
  if (span.italic) node = <em>{node}</em>;
  if (span.bold) node = <strong>{node}</strong>;
  if (!isSafeHref(span.href)) return <>{node}</>;
  return (
    <a href={span.href} target="_blank" rel="noopener noreferrer">
      {node}
    </a>
  );
}

const spans = (block: TextBlock) => block.spans.map((span, index) => <SpanText key={index} span={span} />);

/** Rich text kept as data: React escapes every text, so nothing a user typed can become markup. */
export function RichText({ blocks }: { blocks: readonly TextBlock[] }) {
  const nodes: ReactNode[] = [];
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index] as TextBlock;
    if (block.type === 'bullet') {
      // Neighbouring bullets form one list.
      const items: TextBlock[] = [];
      while (blocks[index]?.type === 'bullet') items.push(blocks[index++] as TextBlock);
      index -= 1;
      nodes.push(
        <ul key={index} style={{ margin: '0 0 8px', paddingInlineStart: 20 }}>
          {items.map((item, itemIndex) => (
            <li key={itemIndex}>{spans(item)}</li>
          ))}
        </ul>,
      );
    } else if (block.type === 'heading') {
      nodes.push(
        <Typography.Title key={index} level={5} style={{ marginTop: 0 }}>
          {spans(block)}
        </Typography.Title>,
      );
    } else {
      nodes.push(
        <Typography.Paragraph key={index} style={{ whiteSpace: 'pre-line', marginBottom: 8 }}>
          {spans(block)}
        </Typography.Paragraph>,
      );
    }
  }
  return <>{nodes}</>;
}
