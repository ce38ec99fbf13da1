import { formErrorsOf } from '@shelfsight/api-client';
import type { CreatePartnerTokenRequest } from '@shelfsight/contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import {
  useCreatePartnerTokenMutation,
  useGetPartnerTokensQuery,
  useRevokePartnerTokenMutation,
} from '../../api/partnerTokensApi';
import { AdminOnly } from '../../components/AdminOnly';
import { CreatePartnerTokenDialog } from '../../components/CreatePartnerTokenDialog';
import { PartnerTokenTable } from '../../components/PartnerTokenTable';

function PartnerIntegration() {
  const { data = [], isLoading } = useGetPartnerTokensQuery();
  const [create] = useCreatePartnerTokenMutation();
  const [revoke] = useRevokePartnerTokenMutation();
  const [creating, setCreating] = useState(false);

  const createToken = async (input: CreatePartnerTokenRequest) => {
    const answer = await create(input);
    if ('error' in answer) {
      const errors = formErrorsOf(answer.error);
      throw new Error(errors.general ?? Object.values(errors.fields).join(' '));
    }
    return answer.data;
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Partner integration
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)}>
          New token
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Tokens let your systems and partners send data to this account or read it through the API, without a user's
        password. Each token works for this account only and within its scopes.
      </Typography.Paragraph>
      <PartnerTokenTable tokens={data} loading={isLoading} onRevoke={(tokenId) => void revoke(tokenId)} />
      <CreatePartnerTokenDialog open={creating} onCreate={createToken} onClose={() => setCreating(false)} />
    </Flex>
  );
}

/** /partner-integration/: administrators of the customer manage its partner API tokens. */
export function PartnerIntegrationPage() {
  return (
    <AdminOnly who="admin">
      <PartnerIntegration />
    </AdminOnly>
  );
}

export { PartnerIntegrationPage as Component };
