import { InboxOutlined } from '@ant-design/icons';
import { Alert, Typography, theme } from 'antd';
import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  ACCEPT_ATTRIBUTE,
  ALL_UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  validateUploadFile,
  type UploadFileKind,
} from '@shelfsight/contracts';
import { nextUploadId, uploadListHeight, type UploadItem } from './uploadItems';
import { UploadItemRow } from './UploadItemRow';
import { useUploadQueue, type UploadFn } from './useUploadQueue';

export interface UploadCardProps {
  /** Sends one file; reject with an Error whose message is a spec upload message to show it as is. */
  onUpload: UploadFn;
  /** Several files at once; otherwise one file, after which the card is disabled until it is removed. */
  multiple?: boolean;
  accept?: readonly UploadFileKind[];
  title?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  onSuccess?: (file: File) => void;
  /** Every failure (validation or upload) with its message; the caller may flash it. */
  onError?: (message: string, file: File | null) => void;
}

function defaultHint(accept: readonly UploadFileKind[]) {
  const sheets = accept.filter((kind) => kind === 'xlsx' || kind === 'csv');
  const images = accept.filter((kind) => kind === 'jpeg' || kind === 'png');
  const parts = [];
  if (sheets.length) parts.push(`${sheets.map((kind) => kind.toUpperCase()).join(' or ')} up to 5 MB`);
  if (images.length) parts.push(`${images.map((kind) => kind.toUpperCase()).join(' or ')} up to 64 MB`);
  return parts.join('; ');
}

/** Drop zone plus the list of its uploads (spec 1 §5, spec 3 §2.4). */
export function UploadCard({
  onUpload,
  multiple = false,
  accept = ALL_UPLOAD_KINDS,
  title = 'Click or drag a file to this area to upload',
  hint,
  disabled = false,
  onSuccess,
  onError,
}: UploadCardProps) {
  const { token } = theme.useToken();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { items, add, remove } = useUploadQueue({ onUpload, onSuccess, onError });
  const inactive = disabled || (!multiple && items.length > 0);

  const takeFiles = (files: File[]) => {
    if (inactive || files.length === 0) return;
    if (!multiple && files.length > 1) {
      setNotice(UPLOAD_MESSAGES.onlyOneFile);
      onError?.(UPLOAD_MESSAGES.onlyOneFile, null);
      return;
    }
    setNotice(null);
    const added: UploadItem[] = files.map((file) => {
      const error = validateUploadFile(file, { accept });
      if (error) onError?.(error, file);
      return error
        ? { id: nextUploadId(), file, status: 'error', error }
        : { id: nextUploadId(), file, status: 'pending' };
    });
    add(added);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    takeFiles(Array.from(event.dataTransfer?.files ?? []));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!inactive) inputRef.current?.click();
    }
  };

  return (
    <div>
      <div
        role="button"
        tabIndex={inactive ? -1 : 0}
        aria-disabled={inactive}
        aria-label={typeof title === 'string' ? title : 'Upload'}
        onClick={() => !inactive && inputRef.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!inactive) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          padding: 24,
          textAlign: 'center',
          border: `1px dashed ${dragging ? token.colorPrimary : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: dragging ? token.colorPrimaryBg : token.colorFillQuaternary,
          cursor: inactive ? 'not-allowed' : 'pointer',
          opacity: inactive ? 0.5 : 1,
          transition: 'border-color 0.2s, background 0.2s',
        }}
      >
        <InboxOutlined style={{ fontSize: 40, color: token.colorPrimary }} aria-hidden />
        <Typography.Paragraph style={{ margin: '8px 0 4px' }}>{title}</Typography.Paragraph>
        <Typography.Text type="secondary">{hint ?? defaultHint(accept)}</Typography.Text>
        <input
          ref={inputRef}
          type="file"
          hidden
          data-testid="upload-input"
          multiple={multiple}
          disabled={inactive}
          accept={accept.map((kind) => ACCEPT_ATTRIBUTE[kind]).join(',')}
          onChange={(event) => {
            takeFiles(Array.from(event.target.files ?? []));
            // Let the same file be picked again after removing it.
            event.target.value = '';
          }}
        />
      </div>
      {notice ? (
        <Alert
          type="error"
          showIcon
          closable
          title={notice}
          onClose={() => setNotice(null)}
          style={{ marginTop: 12 }}
        />
      ) : null}
      {items.length > 0 ? (
        <ul
          aria-label="Uploads"
          style={{
            height: uploadListHeight(items.length),
            overflowY: 'auto',
            margin: '12px 0 0',
            padding: 0,
            listStyle: 'none',
          }}
        >
          {items.map((item) => (
            <UploadItemRow key={item.id} item={item} onRemove={() => remove(item.id)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
