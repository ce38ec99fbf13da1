import { clientRoutes, userManagementMessages } from '@shelfsight/contracts';
import { Result } from 'antd';
import { Link } from 'react-router-dom';

/** /no-access/ — where the product-access guard sends users without product-management rights. */
export function NoAccessPage() {
  return (
    <Result
      status="403"
      title="No access"
      subTitle={`${userManagementMessages.productManagementOnly} Ask an administrator of this customer for the product management privilege.`}
      extra={<Link to={clientRoutes.home}>Home page</Link>}
    />
  );
}

export { NoAccessPage as Component };
