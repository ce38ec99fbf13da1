import { WarningOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';

/** Marks a column (or widget) whose thresholds could not all be applied, naming each problem. */
export function ThresholdWarning({ errors }: { errors: readonly string[] }) {
  const { token } = theme.useToken();
  if (errors.length === 0) return null;
  const text = errors.join('; ');
  return (
    <Tooltip title={text}>
      <WarningOutlined aria-label={text} style={{ color: token.colorWarning }} />
    </Tooltip>
  );
}
