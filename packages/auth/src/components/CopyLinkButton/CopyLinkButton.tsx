import { LinkOutlined } from '@ant-design/icons';
import { selectActiveCustomerId, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes, COPY_LINK_CONFIRMATION, COPY_LINK_CONFIRMATION_MS } from '@shelfsight/contracts';
import { Alert, Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useCreateDeepLinkMutation } from '../../api/accessToolsApi';

/** Creates a deep link to a page of the app and copies it (spec 1 §8: confirmation for 2000 ms). */
export function CopyLinkButton({ path }: { path: string }) {
  const customerId = useAppSelector(selectActiveCustomerId);
  const [createLink, { isLoading }] = useCreateDeepLinkMutation();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (notice?.type !== 'success') return undefined;
    const timer = window.setTimeout(() => setNotice(null), COPY_LINK_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  async function copy() {
    if (customerId === null) return;
    const result = await createLink({ customerId, body: { entityType: 'page', entityId: path } });
    if (result.error) {
      setNotice({ type: 'error', text: 'The link could not be created.' });
      return;
    }
    const url = `${window.location.origin}${clientRoutes.link}${encodeURIComponent(result.data.hash)}/`;
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ type: 'success', text: COPY_LINK_CONFIRMATION });
    } catch {
      setNotice({ type: 'error', text: `Copy this link: ${url}` });
    }
  }

  return (
    <Space direction="vertical">
      <Button icon={<LinkOutlined />} loading={isLoading} disabled={customerId === null} onClick={() => void copy()}>
        Copy link
      </Button>
      {notice ? (
        <Alert
          type={notice.type}
          title={notice.text}
          action={
            <Button size="small" type="text" onClick={() => setNotice(null)}>
              Close
            </Button>
          }
        />
      ) : null}
    </Space>
  );
}
