import { userManagementMessages } from '@shelfsight/contracts';
import { Result } from 'antd';

export function NoUserManagementAccess() {
  return <Result status="403" title="No access" subTitle={userManagementMessages.adminsOnly} />;
}
