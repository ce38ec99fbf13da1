import { Button } from 'antd';
import { useState } from 'react';
import { previewOf } from './pdpSelection';

/** A description cut to its first 50 words, with a toggle to read all of it (spec 3 §2.1, §9). */
export function DescriptionCell({ text, retailerName }: { text: string; retailerName: string }) {
  const [expanded, setExpanded] = useState(false);
  const { preview, truncated } = previewOf(text);
  return (
    <div>
      <p style={{ margin: 0, whiteSpace: 'pre-line' }} data-testid={`description-${retailerName}`}>
        {expanded ? text : preview}
      </p>
      {truncated ? (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Show less' : 'Show more'} of the description at ${retailerName}`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
