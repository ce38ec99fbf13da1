import { formatPrettyDate } from '@shelfsight/ui-kit';
import { Alert, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useMfaStatusQuery } from '../../api/mfaApi';
import { MfaEnrolment } from './MfaEnrolment';
import { MfaRemoval } from './MfaRemoval';
import { RecoveryCodes } from './RecoveryCodes';

/** The profile's two-step verification section: set-up, the one-time recovery codes, removal. */
export function MfaSettings() {
  const { data: status, isLoading, isError } = useMfaStatusQuery();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError || !status)
    return <Alert type="error" showIcon title="Something went wrong. Please try again or contact support." />;
  if (!status.enabled) return <MfaEnrolment onEnabled={setRecoveryCodes} />;
  return (
    <Space orientation="vertical">
      <Typography.Text>
        Two-step verification is on since {formatPrettyDate(status.enabledAt)}. Recovery codes left:{' '}
        {status.recoveryCodesLeft}.
      </Typography.Text>
      <MfaRemoval />
    </Space>
  );
}
