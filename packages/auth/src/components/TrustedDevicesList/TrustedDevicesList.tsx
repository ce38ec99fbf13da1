import { formatPrettyDate } from '@shelfsight/ui-kit';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useRevokeTrustedDeviceMutation, useTrustedDevicesQuery } from '../../api/mfaApi';

/** Devices that skip the code step, each with 'Revoke' (optimistic; comes back if the call fails). */
export function TrustedDevicesList() {
  const { data: devices, isLoading, isError } = useTrustedDevicesQuery();
  const [revoke, { isError: revokeFailed }] = useRevokeTrustedDeviceMutation();
  if (isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <Flex vertical gap={8}>
      {isError || revokeFailed ? (
        <Alert type="error" showIcon title="Something went wrong. Please try again or contact support." />
      ) : null}
      {devices && devices.length === 0 ? (
        <Typography.Text type="secondary">No device is trusted.</Typography.Text>
      ) : null}
      <ul aria-label="Trusted devices" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {(devices ?? []).map((device) => (
          <li key={device.id}>
            <Flex justify="space-between" align="center" gap={12} style={{ padding: '8px 0' }}>
              <Flex vertical>
                <Typography.Text strong>{device.label}</Typography.Text>
                <Typography.Text type="secondary">
                  Trusted {formatPrettyDate(device.createdAt)} · last used {formatPrettyDate(device.lastUsedAt)} · until{' '}
                  {formatPrettyDate(device.expiresAt)}
                </Typography.Text>
              </Flex>
              <Button danger size="small" aria-label={`Revoke ${device.label}`} onClick={() => void revoke(device.id)}>
                Revoke
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
