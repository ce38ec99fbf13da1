import { PlayCircleOutlined } from '@ant-design/icons';
import type { RetailerDetail } from '@shelfsight/contracts';
import { SimilarityBadge } from '@shelfsight/ui-kit';
import { Empty, Flex, Image, Modal, Typography } from 'antd';
import { MediaActions } from './MediaActions';

export interface MediaDialogProps {
  /** The retailer whose page's images and videos are shown; null: closed. */
  detail: RetailerDetail | null;
  productDummyId: string;
  onClose: () => void;
}

/**
 * The images and videos of the retailer's product page in page order. The images form one preview group, so a
 * click opens them in a carousel to page through. Videos open on the retailer's site: they are hosted there, and the
 * app's Content-Security-Policy plays media of its own host only. Features offer their actions on the
 * images (editing the reference images) through the `productMedia.actions` slot, in the footer. When the main image
 * was compared with the customer's reference image (image similarity module), its result heads the dialog.
 */
export function MediaDialog({ detail, productDummyId, onClose }: MediaDialogProps) {
  const assets = [...(detail?.assetList ?? [])].sort((a, b) => a.position - b.position);
  const images = assets.filter((asset) => asset.type === 'IMAGE');
  const videos = assets.filter((asset) => asset.type === 'VIDEO');
  return (
    <Modal
      open={detail !== null}
      title={detail ? `Images & videos at ${detail.retailerName}` : undefined}
      width={1000}
      onCancel={onClose}
      footer={<MediaActions productDummyId={productDummyId} />}
    >
      {detail?.referenceImageResult ? (
        <Flex gap="small" align="center" style={{ marginBottom: 16 }}>
          <Typography.Text id="main-image-similarity">Main image against the reference image:</Typography.Text>
          <span aria-labelledby="main-image-similarity" role="status">
            <SimilarityBadge status={detail.referenceImageResult} />
          </span>
        </Flex>
      ) : null}
      {assets.length === 0 ? (
        <Empty description="The page shows no images or videos." image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text type="secondary">
            {images.length} images · {videos.length} videos
          </Typography.Text>
          <Image.PreviewGroup>
            <Flex wrap gap="small">
              {images.map((image) => (
                <Image
                  key={image.src}
                  src={image.src}
                  alt={`Image ${image.position}${image.subType ? ` (${image.subType.toLowerCase()})` : ''}`}
                  width={120}
                  height={120}
                  style={{ objectFit: 'contain' }}
                />
              ))}
            </Flex>
          </Image.PreviewGroup>
          {videos.length > 0 ? (
            <Flex wrap gap="small">
              {videos.map((video) => (
                <Typography.Link
                  key={video.src}
                  href={video.src}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Video ${video.position}`}
                >
                  <PlayCircleOutlined aria-hidden /> Video {video.position}
                </Typography.Link>
              ))}
            </Flex>
          ) : null}
        </Flex>
      )}
    </Modal>
  );
}
