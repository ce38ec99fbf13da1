import type { ReferenceImageGridChange } from '@shelfsight/contracts';
import { useProductName } from '@shelfsight/product-kit';
import { ConfirmDialog } from '@shelfsight/ui-kit';
import { Alert, Button, Flex, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import {
  useGetReferenceImageGridQuery,
  useGetReferenceImageSetsQuery,
  useRemoveFromSetMutation,
  useUpdateReferenceImageGridMutation,
  useUploadGridImageMutation,
} from '../api/referenceImagesApi';
import { isModuleNotEnabled, messageOf } from '../pages/moduleState';
import {
  type CellAddress,
  imagesAt,
  inheritedImageAt,
  nextColumnOf,
  removeColumnChanges,
  shownPositions,
} from '../utils/gridCells';
import { CellDrawer, type CellEdit } from './CellDrawer';
import { ModuleNotEnabled } from './ModuleNotEnabled';
import { ReferenceImageGrid } from './ReferenceImageGrid';
import { useSetEditing } from './useSetEditing';

/** Spec 3 §2.2, §5, §8 and §9, word for word. */
export const UPLOAD_DIALOG_WIDTH = 1400;
export const REMOVE_COLUMN_QUESTION = 'Proceeding will remove all images for this column.';
export const PRODUCT_NOT_FOUND_TITLE = 'Product not found';
export const PRODUCT_NOT_FOUND_TEXT = 'The requested product has not been found. Please try again or contact support.';
export const COPY_TIP = 'Tip: hold Ctrl (Cmd on a Mac) while dropping an image to copy it instead of moving it.';
export const SIMILARITY_TIP = 'Similarity is computed within 24 hours after an upload and shown on the dashboard.';

const productIdOf = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

export interface UploadReferenceImagesDialogProps {
  /** The product id as the address gives it; anything but a whole number is a product not found. */
  product: string;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * The upload reference images dialog (spec 3 §2.2): a product's image-similarity grid, 1400 wide. A drop applies
 * at once (update-grid); a cell's drawer applies its removals and upload on Confirm.
 */
export function UploadReferenceImagesDialog({ product, readOnly, onClose }: UploadReferenceImagesDialogProps) {
  const productId = productIdOf(product);
  const grid = useGetReferenceImageGridQuery(productId ?? 0, {
    skip: productId === null,
    refetchOnMountOrArgChange: true,
  });
  // The rows' sets in full (retailers), for editing them from the grid.
  const fullSets = useGetReferenceImageSetsQuery(undefined, { skip: productId === null || readOnly });
  const setEditing = useSetEditing({ skip: productId === null });
  const fullSet = (setId: number) => fullSets.data?.find((set) => set.id === setId);
  const [updateGrid, updating] = useUpdateReferenceImageGridMutation();
  const [upload, uploading] = useUploadGridImageMutation();
  const [removeFromSet, removing] = useRemoveFromSetMutation();
  const [addedColumns, setAddedColumns] = useState(0);
  const [removedColumns, setRemovedColumns] = useState<number[]>([]);
  const [openCell, setOpenCell] = useState<CellAddress | null>(null);
  const [confirmColumn, setConfirmColumn] = useState<{
    position: number;
    changes: ReferenceImageGridChange[];
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [drawerError, setDrawerError] = useState<string | null>(null);

  const sets = grid.data ?? [];
  const positions = shownPositions(sets, addedColumns, removedColumns);
  const nextColumn = nextColumnOf(positions);
  // Which product's images these are, under the title: the grid itself names only sets and positions.
  const productName = useProductName(productId);
  const notFound = productId === null || (grid.error as { status?: unknown } | undefined)?.status === 404;

  const apply = async (changes: ReferenceImageGridChange[]) => {
    setError(null);
    try {
      await updateGrid({ productId: productId!, changes }).unwrap();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    }
  };

  const hideColumn = (position: number) => setRemovedColumns((removed) => [...removed, position]);

  const addColumn = () => {
    if (nextColumn === null) return;
    setRemovedColumns((removed) => removed.filter((position) => position !== nextColumn));
    setAddedColumns((added) => Math.max(added, nextColumn));
  };

  // Spec 3 §2.2 and §5: any column can be removed; one holding images asks first and takes them out of their sets.
  const removeColumn = (position: number) => {
    const changes = removeColumnChanges(productId!, sets, position);
    if (changes.length) setConfirmColumn({ position, changes });
    else hideColumn(position);
  };

  const confirmRemoveColumn = async () => {
    if (!confirmColumn) return;
    const { position, changes } = confirmColumn;
    setConfirmColumn(null);
    if (await apply(changes)) hideColumn(position);
  };

  const confirmCell = async ({ removeImageIds, file }: CellEdit) => {
    if (!openCell) return;
    setDrawerError(null);
    // After a partly failed Confirm, the images already taken out are not asked for again.
    const set = sets.find((candidate) => candidate.id === openCell.setId);
    const stillThere = new Set(set ? imagesAt(set, openCell.position).map((image) => image.id) : []);
    try {
      for (const imageId of removeImageIds.filter((id) => stillThere.has(id)))
        await removeFromSet({ productId: productId!, setId: openCell.setId, imageId }).unwrap();
      if (file) await upload({ productId: productId!, ...openCell, file }).unwrap();
      setOpenCell(null);
    } catch (failure) {
      setDrawerError(messageOf(failure));
    }
  };

  const drawerSet = openCell && sets.find((set) => set.id === openCell.setId);
  let body;
  if (isModuleNotEnabled(grid.error)) body = <ModuleNotEnabled />;
  else if (notFound)
    body = (
      <Alert
        type="warning"
        showIcon
        title={PRODUCT_NOT_FOUND_TITLE}
        description={`${PRODUCT_NOT_FOUND_TEXT} Product id: ${product}`}
      />
    );
  else if (grid.isError) body = <Alert type="error" showIcon title={messageOf(grid.error)} />;
  else if (!grid.data) body = <Spin aria-label="Loading" />;
  else
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {!readOnly && (
          <Flex gap={8}>
            <Button onClick={() => setEditing.edit('new')} disabled={!fullSets.data}>
              Add set
            </Button>
            <Button onClick={addColumn} disabled={nextColumn === null}>
              Add column
            </Button>
          </Flex>
        )}
        {error && <Alert type="error" showIcon closable title={error} onClose={() => setError(null)} />}
        {setEditing.deleteError && (
          <Alert type="error" showIcon closable title={setEditing.deleteError} onClose={setEditing.clearDeleteError} />
        )}
        <Spin spinning={updating.isLoading}>
          <ReferenceImageGrid
            productId={productId!}
            sets={sets}
            positions={positions}
            readOnly={readOnly}
            onRemoveColumn={(position) => {
              if (!updating.isLoading) removeColumn(position);
            }}
            onChanges={(changes) => void apply(changes)}
            onEditSet={(setId) => {
              const set = fullSet(setId);
              if (set) setEditing.edit(set);
            }}
            onDeleteSet={(setId) => {
              const set = fullSet(setId);
              if (set) setEditing.askRemove(set);
            }}
            onOpenCell={(cell) => {
              setDrawerError(null);
              setOpenCell(cell);
            }}
          />
        </Spin>
        {!readOnly && <Typography.Text type="secondary">{COPY_TIP}</Typography.Text>}
        <Typography.Text type="secondary">{SIMILARITY_TIP}</Typography.Text>
      </Space>
    );

  return (
    <Modal
      open
      title={
        <Flex vertical>
          <span>Upload reference images</span>
          {productName && !notFound && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {productName}
            </Typography.Text>
          )}
        </Flex>
      }
      width={UPLOAD_DIALOG_WIDTH}
      footer={null}
      onCancel={onClose}
    >
      {body}
      <CellDrawer
        cell={
          openCell && drawerSet
            ? {
                set: drawerSet,
                position: openCell.position,
                images: imagesAt(drawerSet, openCell.position),
                inherited: inheritedImageAt(sets, drawerSet, openCell.position),
              }
            : null
        }
        saving={uploading.isLoading || removing.isLoading}
        error={drawerError}
        onCancel={() => setOpenCell(null)}
        onConfirm={(edit) => void confirmCell(edit)}
      />
      {setEditing.dialogs}
      <ConfirmDialog
        open={confirmColumn !== null}
        title={`Remove column ${confirmColumn?.position ?? ''}?`}
        content={REMOVE_COLUMN_QUESTION}
        confirmText="Remove"
        danger
        onConfirm={() => void confirmRemoveColumn()}
        onCancel={() => setConfirmColumn(null)}
      />
    </Modal>
  );
}
