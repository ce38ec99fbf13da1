import { Alert, Button, Space, Typography } from 'antd';

/** The recovery codes, shown once right after set-up: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <Space orientation="vertical">
      <Alert
        type="success"
        showIcon
        title="Two-step verification is on"
        description="Save these recovery codes somewhere safe. Each signs you in once if you lose your authenticator app. They are not shown again."
      />
      <ol aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Typography.Text copyable={{ text: codes.join('\n') }}>Copy all codes</Typography.Text>
      <Button onClick={onDone}>I have saved these codes</Button>
    </Space>
  );
}
