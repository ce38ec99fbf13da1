import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Drawer, Flex, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { GridSet } from '../api/referenceImagesApi';
import { useImageUrl } from '../hooks/useImageUrl';
import { uploadProblemOf } from '../utils/editorImages';
import { IMAGE_SIZE, INHERITED_LABEL } from './GridCellView';

/** Spec 3 §2.2, word for word. */
export const CELL_DRAWER_TITLE = 'Manage reference images';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/tiff';

type GridImage = GridSet['images'][number];

/** What Confirm applies to the cell: images taken out of the set and, for an empty cell, one new file. */
export interface CellEdit {
  removeImageIds: number[];
  file: File | null;
}

export interface CellDrawerProps {
  /** The open cell; null while closed. */
  cell: { set: GridSet; position: number; images: GridImage[]; inherited: GridImage | null } | null;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (edit: CellEdit) => void;
}

function Picture({ image, label }: { image: GridImage; label: string }) {
  const url = useImageUrl(null, image.src);
  return url ? (
    <img src={url} alt={label} width={IMAGE_SIZE * 2} height={IMAGE_SIZE * 2} style={{ objectFit: 'contain' }} />
  ) : (
    <Typography.Text type="secondary">{label}</Typography.Text>
  );
}

/**
 * The right-side drawer of a grid cell (spec 3 §2.2): its images, each of which can be taken out of the set, or
 * for an empty cell one file to upload (spec 3 §5 checks first). Nothing changes until Confirm; Cancel drops it.
 */
export function CellDrawer({ cell, saving, error, onCancel, onConfirm }: CellDrawerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState<number[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cellKey = cell ? `${cell.set.id}:${cell.position}` : null;

  // Another cell (or reopening) starts over.
  useEffect(() => {
    setRemoving([]);
    setFile(null);
    setProblem(null);
  }, [cellKey]);

  const choose = (files: File[]) => {
    const found = uploadProblemOf(files);
    setProblem(found);
    setFile(found ? null : (files[0] ?? null));
  };

  return (
    <Drawer
      open={cell !== null}
      placement="right"
      title={CELL_DRAWER_TITLE}
      onClose={onCancel}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={() => onConfirm({ removeImageIds: removing, file })}>
            Confirm
          </Button>
        </Flex>
      }
    >
      {cell && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Typography.Text>
            {cell.set.name}, position {cell.position}
            {cell.position === 1 ? ' (main image)' : ''}
          </Typography.Text>
          {cell.images.map((image) => (
            <Flex key={image.id} gap={12} align="center">
              <Picture image={image} label={`Image ${image.id}`} />
              <Checkbox
                checked={removing.includes(image.id)}
                onChange={(event) =>
                  setRemoving((ids) =>
                    event.target.checked ? [...ids, image.id] : ids.filter((id) => id !== image.id),
                  )
                }
              >
                Remove from {cell.set.name}
              </Checkbox>
            </Flex>
          ))}
          {cell.images.length === 0 && (
            <>
              {cell.inherited && (
                <Flex gap={12} align="center" style={{ opacity: 0.5 }}>
                  <Picture image={cell.inherited} label={`Image ${cell.inherited.id}`} />
                  <Typography.Text type="secondary">{INHERITED_LABEL}</Typography.Text>
                </Flex>
              )}
              <div
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  choose(Array.from(event.dataTransfer?.files ?? []));
                }}
              >
                <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
                  Choose an image
                </Button>
                <input
                  ref={input}
                  type="file"
                  hidden
                  accept={ACCEPT}
                  data-testid="cell-file"
                  onChange={(event) => {
                    choose(Array.from(event.target.files ?? []));
                    event.target.value = '';
                  }}
                />
              </div>
              {file && <Typography.Text>{file.name}</Typography.Text>}
              <Typography.Text type="secondary">
                One file at a time: JPEG, PNG, GIF, WebP or TIFF, at most 5 MB.
              </Typography.Text>
            </>
          )}
          {problem && <Alert type="error" showIcon closable title={problem} onClose={() => setProblem(null)} />}
          {error && <Alert type="error" showIcon title={error} />}
        </Space>
      )}
    </Drawer>
  );
}
