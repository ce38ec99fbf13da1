import { savedWidgetRoutes, type Task } from '@shelfsight/contracts';
import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import { Space, Typography } from 'antd';
import { Link } from 'react-router-dom';

/**
 * What the task was created for, each opening its object: the product's details (through the opener the app binds)
 * and the saved widget in the widget editor. Nothing while the task is linked to nothing.
 */
export function TaskLinks({ task }: { task: Pick<Task, 'productId' | 'widgetId'> }) {
  const openProduct = useProductDetailsOpener();
  const { productId, widgetId } = task;
  if (productId === null && widgetId === null) return null;
  return (
    <Space size="middle" wrap>
      {productId !== null ? (
        openProduct ? (
          <Typography.Link onClick={() => openProduct({ productDummyId: productId })}>
            Product {productId}
          </Typography.Link>
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
