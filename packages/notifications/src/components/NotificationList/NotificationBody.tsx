import { Typography } from 'antd';

/** http(s) addresses in a line; nothing else becomes a link (no javascript: or data: URLs). */
const ADDRESS = /(https?:\/\/[^\s<>"]+)/;

/**
 * A notification's body as written: one line per line of text (a blank line is a gap), and every http(s)
 * address a link, so an alert's deep link can be clicked.
 */
export function NotificationBody({ body }: { body: string }) {
  return (
    <div style={{ margin: '4px 0' }}>
      {body.split('\n').map((line, lineIndex) =>
        line === '' ? (
          <div key={lineIndex} style={{ height: 8 }} />
        ) : (
          <div key={lineIndex}>
            {line.split(ADDRESS).map((part, partIndex) =>
              partIndex % 2 === 1 ? (
                <Typography.Link key={partIndex} href={part}>
                  {part}
                </Typography.Link>
              ) : (
                <Typography.Text key={partIndex}>{part}</Typography.Text>
              ),
            )}
          </div>
        ),
      )}
    </div>
  );
}
