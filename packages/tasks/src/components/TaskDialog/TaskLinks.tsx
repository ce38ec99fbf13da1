import { useSavedWidgetName } from '@shelfsight/api-client';
import { clientRoutes, savedWidgetRoutes, type Task } from '@shelfsight/contracts';
import { useProductName, useRetailerName } from '@shelfsight/product-kit';
import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';

/**
 * What the task was created for, each opening its object: the product's details (through the opener the app binds)
 * the retailer's details (an administration screen: others are sent where they may go) and the saved widget in the
 * widget editor. Each reads by name ('Product 40' until the server has answered, or when the product is no longer
 * active, the retailer not in the viewer's access or the widget not visible to the viewer). Nothing while the task is
 * linked to nothing. The product's is a
 * button drawn as a link: it opens a dialog rather than going to an address, and an anchor without an address
 * would be neither focusable nor announced.
 */
export function TaskLinks({ task }: { task: Pick<Task, 'productId' | 'retailerId' | 'widgetId'> }) {
  const { productId, retailerId, widgetId } = task;
  if (productId === null && retailerId === null && widgetId === null) return null;
  return <Links productId={productId} retailerId={retailerId} widgetId={widgetId} />;
}

function Links({ productId, retailerId, widgetId }: Pick<Task, 'productId' | 'retailerId' | 'widgetId'>) {
  const openProduct = useProductDetailsOpener();
  const productName = useProductName(productId);
  const retailerName = useRetailerName(retailerId);
  const widgetName = useSavedWidgetName(widgetId);
  const address = (path: string, id: number) => `${path}?${new URLSearchParams({ id: String(id) }).toString()}`;
  return (
    <Space size="middle" wrap>
      {productId !== null ? (
        openProduct ? (
          <Button type="link" style={{ padding: 0 }} onClick={() => openProduct({ productDummyId: productId })}>
            {productName}
          </Button>
        ) : (
          <Typography.Text>{productName}</Typography.Text>
        )
      ) : null}
      {retailerId !== null ? (
        <Link to={address(clientRoutes.adminRetailerDetails, retailerId)}>{retailerName}</Link>
      ) : null}
      {widgetId !== null ? <Link to={address(savedWidgetRoutes.edit, widgetId)}>{widgetName}</Link> : null}
    </Space>
  );
}
