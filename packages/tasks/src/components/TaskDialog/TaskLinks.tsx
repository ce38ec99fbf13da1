import { savedWidgetRoutes, type Task } from '@shelfsight/contracts';
import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';

/**
 * What the task was created for, each opening its object: the product's details (through the opener the app binds)
 * and the saved widget in the widget editor. Nothing while the task is linked to nothing. The product's is a
 * button drawn as a link: it opens a dialog rather than going to an address, and an anchor without an address
 * would be neither focusable nor announced.
 */
export function TaskLinks({ task }: { task: Pick<Task, 'productId' | 'widgetId'> }) {
  const openProduct = useProductDetailsOpener();
  const { productId, widgetId } = task;
  if (productId === null && widgetId === null) return null;
  return (
    <Space size="middle" wrap>
      {productId !== null ? (
        openProduct ? (
          <Button type="link" style={{ padding: 0 }} onClick={() => openProduct({ productDummyId: productId })}>
            Product {productId}
          </Button>
        ) : (
          <Typography.Text>Product {productId}</Typography.Text>
        )
      ) : null}
      {widgetId !== null ? (
        <Link to={`${savedWidgetRoutes.edit}?${new URLSearchParams({ id: String(widgetId) }).toString()}`}>
          Widget {widgetId}
        </Link>
      ) : null}
    </Space>
  );
}
