import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { productDetailsLimits, type DccGroupResult, type RetailerDetail } from '@shelfsight/contracts';
import { Button, Empty, Flex, Modal, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { productDccFixes } from '../../details/dccFixes';
import { formatCount, formatWholePercent } from '../../details/detailsTable';
import { DccFixesList } from '../DccFixesList';

/** Where the customer's DCC criteria are kept (spec 3 §2.1). */
export const DCC_SETTINGS_PATH = '/settings/dcc-score/';

// Whole numbers, as the score column of the Summary tab writes them.
export const dccDialogTitle = (score: number | null) => `DCC score: ${formatCount(score)}`;

type Component = DccGroupResult['components'][number];

function GroupTable({ group }: { group: DccGroupResult }) {
  return (
    <section aria-label={group.name}>
      <Flex justify="space-between" align="baseline">
        <Typography.Title level={5}>{group.name}</Typography.Title>
        <Typography.Text type="secondary">
          {formatWholePercent(group.score)} met · weight {formatWholePercent(group.weight * 100)}
        </Typography.Text>
      </Flex>
      <Table<Component>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={group.components}
        columns={[
          {
            title: 'Met',
            key: 'met',
            width: 56,
            render: (_, component) =>
              component.met ? (
                <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="Met" />
              ) : (
                <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-label="Not met" />
              ),
          },
          { title: 'Criterion', dataIndex: 'name', key: 'name' },
          { title: 'Description', dataIndex: 'description', key: 'description' },
          { title: 'Weight', dataIndex: 'weight', key: 'weight', align: 'right' },
        ]}
      />
    </section>
  );
}

export interface DccScoreDialogProps {
  /** The retailer whose page's score is shown; null: closed. */
  detail: RetailerDetail | null;
  /** The product's pages at every retailer shown, ranked in "What to fix first"; absent: this page alone. */
  pages?: readonly RetailerDetail[];
  onClose: () => void;
}

/**
 * How a page's DCC score came about: the active criteria's groups and whether the page met each rule, then what
 * to fix first across the product's pages. The criteria are edited on the DCC settings screen, which the dialog
 * leads to (leaving the screen closes the product details too).
 */
export function DccScoreDialog({ detail, pages, onClose }: DccScoreDialogProps) {
  const navigate = useNavigate();
  const groups = detail?.dccScoreDetails.groups ?? [];
  const fixes = useMemo(() => productDccFixes(pages ?? (detail ? [detail] : [])), [pages, detail]);
  return (
    <Modal
      open={detail !== null}
      title={dccDialogTitle(detail?.dccScore ?? null)}
      width={productDetailsLimits.dccDialogWidth}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={() => navigate(DCC_SETTINGS_PATH)}>
          Edit DCC criteria
        </Button>
      }
    >
      {detail ? <Typography.Paragraph type="secondary">{detail.retailerName}</Typography.Paragraph> : null}
      {groups.length === 0 ? (
        <Empty description="No DCC criteria were checked on this page." image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Flex vertical gap="middle">
          {groups.map((group) => (
            <GroupTable key={group.name} group={group} />
          ))}
          <DccFixesList fixes={fixes} />
        </Flex>
      )}
    </Modal>
  );
}
