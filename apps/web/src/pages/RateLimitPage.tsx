import { clientRoutes } from '@shelfsight/contracts';
import { Result } from 'antd';
import { Link } from 'react-router-dom';

/** /429/ — where any rate-limited call leads (spec 1 §4, §8). */
export function RateLimitPage() {
  return (
    <Result
      status="warning"
      title="Too many requests"
      subTitle="You have sent too many requests in a short time. Please wait a minute before trying again."
      extra={<Link to={clientRoutes.home}>Back to the home page</Link>}
    />
  );
}

export { RateLimitPage as Component };
