import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MfaSettings } from '../components/MfaSettings';
import { TrustedDevicesList } from '../components/TrustedDevicesList';

/** /profile/ — who is signed in, two-step verification and trusted devices. */
export function ProfilePage() {
  const user = useAppSelector(selectAuthUser);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>My profile</Typography.Title>
      <Card title="Account">
        <Descriptions column={1}>
          <Descriptions.Item label="Name">{user?.displayName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Email">{user?.email ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Two-step verification">
        <MfaSettings />
      </Card>
      <Card title="Trusted devices" extra={<Link to={clientRoutes.mfaTrusted}>Open the trusted-device screen</Link>}>
        <TrustedDevicesList />
      </Card>
    </Flex>
  );
}

export { ProfilePage as Component };
