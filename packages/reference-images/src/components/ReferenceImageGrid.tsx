import type { ReferenceImageGridChange } from '@shelfsight/contracts';
import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import type { GridSet } from '../api/referenceImagesApi';
import { dragEffect } from '../utils/dragEffect';
import {
  type CellAddress,
  type DraggedImage,
  dropChanges,
  imagesAt,
  inheritedImageAt,
  mayDrop,
} from '../utils/gridCells';
import { CELL_SIZE, GridCellView } from './GridCellView';

/** The type the grid's drags carry, so drops of files or text from elsewhere are ignored. */
const DRAG_TYPE = 'application/x-shelfsight-grid-image';

type GridImage = GridSet['images'][number];

/** Arrow keys move the focus a row (set) or a column (position) on. */
const ARROW_STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export interface ReferenceImageGridProps {
  productId: number;
  /** The rows: the default set first. */
  sets: GridSet[];
  /** The image positions shown as columns, in order (a removed column leaves a gap in the numbers). */
  positions: number[];
  readOnly: boolean;
  onChanges: (changes: ReferenceImageGridChange[]) => void;
  onOpenCell: (cell: CellAddress) => void;
  /** Clicking a row's set name edits the set. */
  onEditSet: (setId: number) => void;
  /** A row's delete button (not on the default set). */
  onDeleteSet: (setId: number) => void;
  /** A column's remove button in its header (not while it is the only column). */
  onRemoveColumn: (position: number) => void;
}

/**
 * The image-similarity grid of one product (spec 3 §2.2): sets as rows, numbered image positions as columns.
 * An image is dragged to an empty cell to move it, with Ctrl or Cmd held to copy it. From the keyboard, Space picks
 * up a cell's image and Space on an empty cell moves it there (Ctrl or Cmd + Space copies); Escape puts it back;
 * Enter opens the cell; the arrow keys move between cells. Of a cell holding several images, the one it shows is
 * dragged or picked up (its 'Next image' button chooses it). Each column header has a button removing that column.
 */
export function ReferenceImageGrid({
  productId,
  sets,
  positions,
  readOnly,
  onChanges,
  onOpenCell,
  onEditSet,
  onDeleteSet,
  onRemoveColumn,
}: ReferenceImageGridProps) {
  const [dragged, setDragged] = useState<DraggedImage | null>(null);
  const [picked, setPicked] = useState<DraggedImage | null>(null);
  const moving = dragged ?? picked;

  const land = (target: CellAddress, source: DraggedImage, effect: 'copy' | 'move') => {
    setDragged(null);
    setPicked(null);
    if (mayDrop(sets, source, target)) onChanges(dropChanges(productId, source, target, effect));
  };

  const keyDown =
    (row: number, cell: CellAddress) => (event: KeyboardEvent<HTMLDivElement>, shown: GridImage | undefined) => {
      const step = ARROW_STEPS[event.key];
      if (step) {
        event.preventDefault();
        const column = positions[positions.indexOf(cell.position) + step[1]];
        const next = `${row + step[0]}:${column}`;
        event.currentTarget.closest('table')?.querySelector<HTMLElement>(`[data-cell="${next}"]`)?.focus();
        return;
      }
      if (event.key === 'Escape') {
        setPicked(null);
        return;
      }
      if (readOnly) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        onOpenCell(cell);
        return;
      }
      if (event.key !== ' ') return;
      event.preventDefault();
      if (picked) land(cell, picked, dragEffect(event));
      else if (shown) setPicked({ ...cell, imageId: shown.id });
    };

  return (
    <div style={{ overflowX: 'auto' }}>
      <table role="grid" aria-label="Reference image grid" style={{ borderCollapse: 'separate', borderSpacing: 6 }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', minWidth: 160 }}>
              Set
            </th>
            {positions.map((position) => (
              <th key={position} scope="col" style={{ width: CELL_SIZE, textAlign: 'center', whiteSpace: 'nowrap' }}>
                {position}
                {!readOnly && positions.length > 1 && (
                  <Tooltip title="Remove column">
                    <Button
                      type="text"
                      size="small"
                      icon={<CloseOutlined />}
                      aria-label={`Remove column ${position}`}
                      onClick={() => onRemoveColumn(position)}
                    />
                  </Tooltip>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sets.map((set, row) => (
            <tr key={set.id}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
                {readOnly ? (
                  <Typography.Text strong={set.isDefault}>{set.name}</Typography.Text>
                ) : (
                  <Flex align="center" gap={4}>
                    <Button type="link" aria-label={`Edit ${set.name}`} onClick={() => onEditSet(set.id)}>
                      <Typography.Text strong={set.isDefault}>{set.name}</Typography.Text>
                    </Button>
                    {!set.isDefault && (
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Delete ${set.name}`}
                        onClick={() => onDeleteSet(set.id)}
                      />
                    )}
                  </Flex>
                )}
              </th>
              {positions.map((position) => {
                const cell = { setId: set.id, position };
                const images = imagesAt(set, position);
                return (
                  <td key={position} style={{ padding: 0 }}>
                    <GridCellView
                      row={row}
                      setName={set.name}
                      position={position}
                      images={images}
                      inherited={inheritedImageAt(sets, set, position)}
                      readOnly={readOnly}
                      picked={picked?.setId === set.id && picked.position === position}
                      dropAllowed={moving !== null && mayDrop(sets, moving, cell)}
                      onOpen={() => onOpenCell(cell)}
                      onKeyDown={keyDown(row, cell)}
                      onDragStart={(event, image) => {
                        if (readOnly) return;
                        const source = { ...cell, imageId: image.id };
                        event.dataTransfer?.setData(DRAG_TYPE, JSON.stringify(source));
                        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'copyMove';
                        setPicked(null);
                        setDragged(source);
                      }}
                      onDragEnd={() => setDragged(null)}
                      onDragOver={(event) => {
                        if (!dragged || !mayDrop(sets, dragged, cell)) return;
                        event.preventDefault();
                        if (event.dataTransfer) event.dataTransfer.dropEffect = dragEffect(event);
                      }}
                      onDrop={(event) => {
                        if (!dragged) return;
                        event.preventDefault();
                        land(cell, dragged, dragEffect(event));
                      }}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {picked
          ? `Picked up the image of position ${picked.position}. Press Space on an empty cell to move it there, with Ctrl or Cmd to copy it, or Escape to put it back.`
          : ''}
      </div>
    </div>
  );
}
