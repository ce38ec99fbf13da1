import { clientRoutes, formatWait } from '@shelfsight/contracts';
import { Result } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';

/** The text of the page: how long to wait when the server said so, else a general request to pause. */
export function rateLimitText(retryAfter: string | null): string {
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  const wait = seconds === null ? 'a few minutes' : formatWait(seconds);
  return `You have made too many attempts in a short time, so we have paused them to protect your account. Please try again in ${wait}.`;
}

/** /429/ — where any rate-limited call leads (spec 1 §4, §8); `?retryAfter=` carries the server's wait. */
export function RateLimitPage() {
  const [params] = useSearchParams();
  return (
    <Result
      status="warning"
      title="Too many requests"
      subTitle={rateLimitText(params.get('retryAfter'))}
      extra={<Link to={clientRoutes.home}>Back to the home page</Link>}
    />
  );
}

export { RateLimitPage as Component };
