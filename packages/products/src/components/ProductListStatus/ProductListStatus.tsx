import { productListStatusText } from '@shelfsight/contracts';
import { Tag, Tooltip } from 'antd';

const COLOUR: Record<string, string> = {
  PROCESSING_SUCCESS: 'success',
  VALIDATION_SUCCESS: 'success',
  PROCESSING_PENDING: 'processing',
};

export interface ProductListStatusProps {
  /** fileUploadStatus of the list: null before its first upload. */
  status: string | null;
  /** fileUploadMessage, shown on hover (the rows and columns of INVALID_DATA_ROWS). */
  message?: string | null;
}

/** The upload status of a list in the words of spec 3 §4.2; an unknown status is shown as it is. */
export function ProductListStatus({ status, message }: ProductListStatusProps) {
  const colour =
    status === null ? 'default' : (COLOUR[status] ?? (status.startsWith('PROCESSING') ? 'warning' : 'error'));
  const tag = <Tag color={colour}>{productListStatusText(status)}</Tag>;
  return message ? <Tooltip title={message}>{tag}</Tooltip> : tag;
}
