import { widgetTypeOf, type SavedWidget } from '@shelfsight/contracts';
import { Button, Card, Col, Empty, Flex, Row, Space, Tag, Typography } from 'antd';
import type { PreviewPeriod } from '@shelfsight/widget-kit/period';
import { WidgetDownloadMenu } from '@shelfsight/widget-kit';
import { WidgetPreview } from '@shelfsight/widget-kit';

export interface WidgetListProps {
  widgets: SavedWidget[];
  /** Metric names by id, from the metric catalogue. */
  metricNames: ReadonlyMap<number, string>;
  /** Widgets whose update is still on its way. */
  updatingIds?: readonly number[];
  readOnly?: boolean;
  /** The one period every preview draws; each widget's own preset when left out. */
  period?: PreviewPeriod;
  onEdit: (widget: SavedWidget) => void;
  onCopy: (widget: SavedWidget) => void;
  onDelete: (widget: SavedWidget) => void;
  onShare: (widget: SavedWidget) => void;
}

const PREVIEW_MAX_HEIGHT = 420;

function sharingOf(widget: SavedWidget) {
  if (widget.accessLevel !== 'O') return <Tag color="purple">Shared with you</Tag>;
  if (!widget.sharedWith) return <Tag>Not shared</Tag>;
  return <Tag color="blue">Shared with {widget.sharedWith.length}</Tag>;
}

/** One card per widget: name, type, its download menu, metric, owner, sharing, its actions and a live preview. */
export function WidgetList({
  widgets,
  metricNames,
  updatingIds = [],
  readOnly,
  period,
  onEdit,
  onCopy,
  onDelete,
  onShare,
}: WidgetListProps) {
  if (widgets.length === 0) return <Empty description="No widgets yet." />;
  return (
    <Row gutter={[16, 16]}>
      {widgets.map((widget) => {
        const owned = widget.accessLevel === 'O' && !readOnly;
        const saved = widget.id > 0;
        const metric =
          widget.metricId === null ? '-' : (metricNames.get(widget.metricId) ?? `Metric ${widget.metricId}`);
        return (
          <Col key={widget.id} xs={24} lg={12} xxl={8}>
            <Card
              role="article"
              aria-label={widget.name}
              title={widget.name}
              extra={
                <Space size="small">
                  <Tag color="geekblue">{widgetTypeOf(widget.visualizationType).name}</Tag>
                  {/* Read-only users may download too: a download only reads. */}
                  <WidgetDownloadMenu widgetId={saved ? widget.id : null} widgetName={widget.name} period={period} />
                </Space>
              }
              actions={
                readOnly
                  ? undefined
                  : [
                      <Button
                        key="edit"
                        type="link"
                        disabled={!owned || !saved}
                        onClick={() => onEdit(widget)}
                        aria-label={`Edit ${widget.name}`}
                      >
                        Edit
                      </Button>,
                      <Button
                        key="copy"
                        type="link"
                        disabled={!saved}
                        onClick={() => onCopy(widget)}
                        aria-label={`Copy ${widget.name}`}
                      >
                        Copy
                      </Button>,
                      <Button
                        key="share"
                        type="link"
                        disabled={!owned || !saved}
                        onClick={() => onShare(widget)}
                        aria-label={`Share ${widget.name}`}
                      >
                        Share
                      </Button>,
                      <Button
                        key="delete"
                        type="link"
                        danger
                        disabled={!owned || !saved}
                        onClick={() => onDelete(widget)}
                        aria-label={`Delete ${widget.name}`}
                      >
                        Delete
                      </Button>,
                    ]
              }
            >
              <Flex vertical gap="small">
                <Space wrap size="small">
                  <Typography.Text type="secondary">Metric:</Typography.Text>
                  <Typography.Text>{metric}</Typography.Text>
                  <Typography.Text type="secondary">Owner:</Typography.Text>
                  <Typography.Text>{widget.userName}</Typography.Text>
                  {sharingOf(widget)}
                  {updatingIds.includes(widget.id) && <Tag color="processing">Saving…</Tag>}
                </Space>
                {saved ? (
                  // Long tables and product grids scroll inside the card, so every card stays a glance.
                  <div style={{ maxHeight: PREVIEW_MAX_HEIGHT, overflow: 'auto' }}>
                    <WidgetPreview widgetId={widget.id} period={period} label={`Preview of ${widget.name}`} />
                  </div>
                ) : (
                  <Typography.Text type="secondary">Saving…</Typography.Text>
                )}
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
