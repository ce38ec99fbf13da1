import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { ProductImage } from '@shelfsight/product-kit';
import { SimilarityBadge } from '@shelfsight/ui-kit';
import { Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef } from 'react';
import type { ReferenceImageRetailer } from '../api/referenceImagesApi';
import { useImageUrl } from '../hooks/useImageUrl';
import type { EditorImage } from '../utils/editorImages';

/** Spec 3 §5, word for word. */
export const MODULE_NOT_ACTIVATED =
  'The image similarity module is not activated for this retailer. Please contact support';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/tiff';

export interface ReferenceImageCardProps {
  image: EditorImage;
  /** The retailers of the set, by id. */
  retailers: ReadonlyMap<number, ReferenceImageRetailer>;
  showScore: boolean;
  readOnly: boolean;
  mayDelete: boolean;
  error?: string | null;
  onFiles: (files: File[]) => void;
  onChooseRetailers: () => void;
  onDelete: () => void;
}

/**
 * One main image of the editor: its picture (or a drop zone while blank), the retailers it applies to, and its
 * similarity at each retailer once checked. The secondary image is not offered yet.
 */
export function ReferenceImageCard({
  image,
  retailers,
  showScore,
  readOnly,
  mayDelete,
  error,
  onFiles,
  onChooseRetailers,
  onDelete,
}: ReferenceImageCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const url = useImageUrl(image.file, image.src);
  const label = image.file?.name ?? image.filename ?? 'New image';
  const blank = image.isNew && image.file === null;

  return (
    <Card
      size="small"
      aria-label={`Reference image ${label}`}
      style={image.hasError ? { borderColor: 'var(--ant-color-error, #ff4d4f)' } : undefined}
    >
      <Flex gap={16} align="flex-start" wrap>
        <Space direction="vertical" align="center">
          <Typography.Text strong>Main image</Typography.Text>
          {blank ? (
            <div
              role="button"
              tabIndex={readOnly ? -1 : 0}
              aria-label="Upload an image"
              aria-disabled={readOnly}
              onClick={() => !readOnly && input.current?.click()}
              onKeyDown={(event) => {
                if (!readOnly && (event.key === 'Enter' || event.key === ' ')) input.current?.click();
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (!readOnly) onFiles(Array.from(event.dataTransfer?.files ?? []));
              }}
              style={{
                width: 120,
                height: 120,
                border: '1px dashed #d9d9d9',
                borderRadius: 8,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                cursor: readOnly ? 'not-allowed' : 'pointer',
              }}
            >
              <UploadOutlined aria-hidden />
              <Typography.Text type="secondary">Upload</Typography.Text>
            </div>
          ) : (
            <ProductImage sources={[url]} alt={label} width={120} height={120} />
          )}
          <input
            ref={input}
            type="file"
            hidden
            data-testid={`file-${image.key}`}
            accept={ACCEPT}
            onChange={(event) => {
              onFiles(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </Space>
        <Space direction="vertical" align="center">
          <Typography.Text type="secondary">Secondary image</Typography.Text>
          <Tooltip title="Not available yet">
            <Button disabled style={{ width: 120, height: 120 }}>
              Not available yet
            </Button>
          </Tooltip>
        </Space>
        <Space direction="vertical" style={{ flex: 1, minWidth: 240 }}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          <Flex wrap gap={4} aria-label="Retailers">
            {image.retailerIds.length === 0 ? (
              <Tag>All retailers</Tag>
            ) : (
              image.retailerIds.map((id) => {
                const retailer = retailers.get(id);
                const missing = retailer?.module === 'none';
                const tag = (
                  <Tag key={id} color={missing ? 'warning' : undefined}>
                    {retailer?.name ?? `Retailer ${id}`}
                  </Tag>
                );
                return missing ? (
                  <Tooltip key={id} title={MODULE_NOT_ACTIVATED}>
                    {tag}
                  </Tooltip>
                ) : (
                  tag
                );
              })
            )}
          </Flex>
          {image.checks.length > 0 && (
            <Flex wrap gap={8} aria-label="Similarity">
              {image.checks.map((check) => (
                <Space key={check.retailerId} size={4}>
                  <Typography.Text>
                    {retailers.get(check.retailerId)?.name ?? `Retailer ${check.retailerId}`}
                  </Typography.Text>
                  <SimilarityBadge
                    status={check.status}
                    score={check.score}
                    showScore={showScore}
                    checkedOn={check.checkedOn}
                    nextCheckOn={check.nextCheckOn}
                  />
                </Space>
              ))}
            </Flex>
          )}
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
          {!readOnly && (
            <Space>
              <Button size="small" onClick={onChooseRetailers}>
                Select retailers
              </Button>
              {mayDelete && (
                <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete} aria-label={`Delete ${label}`}>
                  Delete
                </Button>
              )}
            </Space>
          )}
        </Space>
      </Flex>
    </Card>
  );
}
