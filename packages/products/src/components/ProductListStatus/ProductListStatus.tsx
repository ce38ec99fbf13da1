import { productListStatusText } from '@shelfsight/contracts';
import { Tag, Tooltip, Typography } from 'antd';

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
  /** The list has never had a file (no status and no upload under way): it says so instead of "pending". */
  noUploadYet?: boolean;
}

/** A list made and filled on screen, with no file behind it (spec 3 §4.2 names only a new upload's text). */
export const NO_UPLOAD_TEXT = 'No file uploaded';

/** The upload status of a list in the words of spec 3 §4.2; an unknown status is shown as it is. */
export function ProductListStatus({ status, message, noUploadYet = false }: ProductListStatusProps) {
  if (status === null && noUploadYet) return <Typography.Text type="secondary">{NO_UPLOAD_TEXT}</Typography.Text>;
  const colour =
    status === null ? 'default' : (COLOUR[status] ?? (status.startsWith('PROCESSING') ? 'warning' : 'error'));
  const tag = <Tag color={colour}>{productListStatusText(status)}</Tag>;
  return message ? <Tooltip title={message}>{tag}</Tooltip> : tag;
}
