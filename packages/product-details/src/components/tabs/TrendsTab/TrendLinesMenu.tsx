import { EyeOutlined } from '@ant-design/icons';
import type { LineChartRawOutput } from '@shelfsight/contracts';
import { Button, Checkbox, Popover, Space } from 'antd';

export interface TrendLinesMenuProps {
  lines: LineChartRawOutput['chartData'];
  hiddenKeys: string[];
  onHiddenKeysChange: (keys: string[]) => void;
}

/** Shows or hides the chart's lines one by one. */
export function TrendLinesMenu({ lines, hiddenKeys, onHiddenKeysChange }: TrendLinesMenuProps) {
  const content = (
    <Space orientation="vertical" size={2} style={{ maxHeight: 400, overflowY: 'auto' }}>
      {lines.map((line) => (
        <Checkbox
          key={line.seriesKey}
          checked={!hiddenKeys.includes(line.seriesKey)}
          onChange={(event) =>
            onHiddenKeysChange(
              event.target.checked
                ? hiddenKeys.filter((key) => key !== line.seriesKey)
                : [...hiddenKeys, line.seriesKey],
            )
          }
        >
          {line.label}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button icon={<EyeOutlined />}>Lines</Button>
    </Popover>
  );
}
