import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  DeleteOutlined,
  LoadingOutlined,
} from '@ant-design/icons';
import { Button, Flex, Progress, Typography, theme } from 'antd';
import { formatFileSize, UPLOAD_ITEM_HEIGHT, type UploadItem } from './uploadItems';

/** Spec 3 §2.4 texts: the filename, or these two while uploading and after a failure. */
export const UPLOADING_TEXT = 'Uploading...';
export const UPLOAD_ERROR_TEXT = 'Error uploading';

function StatusIcon({ status }: { status: UploadItem['status'] }) {
  const { token } = theme.useToken();
  const style = { fontSize: 22 };
  switch (status) {
    case 'uploading':
      return <LoadingOutlined spin aria-label="uploading" style={{ ...style, color: token.colorPrimary }} />;
    case 'success':
      return <CheckCircleFilled aria-label="uploaded" style={{ ...style, color: token.colorSuccess }} />;
    case 'error':
      return <CloseCircleFilled aria-label="failed" style={{ ...style, color: token.colorError }} />;
    default:
      return <ClockCircleOutlined aria-label="waiting" style={{ ...style, color: token.colorTextTertiary }} />;
  }
}

export function UploadItemRow({ item, onRemove }: { item: UploadItem; onRemove?: () => void }) {
  const { token } = theme.useToken();
  const { file, status } = item;
  const text = status === 'uploading' ? UPLOADING_TEXT : status === 'error' ? UPLOAD_ERROR_TEXT : file.name;

  return (
    <Flex
      component="li"
      align="center"
      gap={12}
      data-status={status}
      style={{
        height: UPLOAD_ITEM_HEIGHT,
        boxSizing: 'border-box',
        padding: '0 12px',
        borderBottom: `1px solid ${token.colorSplit}`,
      }}
    >
      <StatusIcon status={status} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis title={file.name}>
          {text}
        </Typography.Text>
        {status === 'uploading' ? (
          <Progress percent={item.progress ?? 0} size="small" aria-label={`Uploading ${file.name}`} />
        ) : (
          <Typography.Text type={status === 'error' ? 'danger' : 'secondary'} ellipsis>
            {status === 'error' ? `${file.name}: ${item.error ?? ''}` : formatFileSize(file.size)}
          </Typography.Text>
        )}
      </Flex>
      {onRemove && status !== 'uploading' ? (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`Remove ${file.name}`}
          onClick={onRemove}
        />
      ) : null}
    </Flex>
  );
}
