import { selectActiveCustomerId, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes, decodeDeepLinkHash, deepLinkOutcomeMessages, type DeepLinkOutcome } from '@shelfsight/contracts';
import { DelayedSpin } from '@shelfsight/ui-kit';
import { Button, Flex, Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDeepLinkQuery } from '../api/accessToolsApi';
import { useSwitchCustomer } from '../hooks/useSwitchCustomer';
import { deepLinkErrorOutcome, deepLinkProblem, storedDeepLinkHash } from '../utils/deepLinkOutcome';

/** Whom to ask when a link leads to a dashboard not shared with the reader. */
export const askDashboardOwner = (ownerName: string) => `Ask ${ownerName}, its owner, to share it with you.`;

/**
 * /link/, /link/{hash}/ and /link/?hash= (spec 1 §4): analyse the hash, fetch the link, switch to its
 * customer when another is active, then open its target. Signed-out visitors come back here after
 * signing in (the access guard remembers this address).
 */
export function DeepLinkPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const hash = params.hash ?? search.get('hash') ?? storedDeepLinkHash.read() ?? '';
  const decoded = useMemo(() => decodeDeepLinkHash(hash), [hash]);
  const activeCustomerId = useAppSelector(selectActiveCustomerId);
  const switchCustomer = useSwitchCustomer();
  const navigate = useNavigate();
  const { data, error, isLoading } = useDeepLinkQuery(hash, { skip: decoded === null });

  useEffect(() => {
    if (hash) storedDeepLinkHash.save(hash);
  }, [hash]);

  const outcome: DeepLinkOutcome | null = !decoded
    ? 'invalid_hash'
    : error
      ? deepLinkErrorOutcome((error as { status?: unknown }).status)
      : data
        ? deepLinkProblem(data)
        : null;

  useEffect(() => {
    if (!data || outcome !== null || !data.redirectLink) return;
    storedDeepLinkHash.clear();
    if (data.context.customerId !== activeCustomerId) {
      switchCustomer(data.context.customerId, data.redirectLink);
      return;
    }
    navigate(data.redirectLink, { replace: true });
  }, [data, outcome, activeCustomerId, switchCustomer, navigate]);

  if (outcome) {
    storedDeepLinkHash.clear();
    return (
      <Result
        status="warning"
        title="This link cannot be opened"
        subTitle={
          outcome === 'no_dashboard_access' && data?.dashboardOwnerName ? (
            <>
              {deepLinkOutcomeMessages[outcome]} {askDashboardOwner(data.dashboardOwnerName)}
            </>
          ) : (
            deepLinkOutcomeMessages[outcome]
          )
        }
        extra={
          <Link to={clientRoutes.home}>
            <Button type="primary">Home page</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Flex justify="center" style={{ padding: 48 }} aria-busy={isLoading}>
      <DelayedSpin />
    </Flex>
  );
}

export { DeepLinkPage as Component };
