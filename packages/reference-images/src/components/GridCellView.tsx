import { PictureOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { type CSSProperties, type DragEvent, type KeyboardEvent, useState } from 'react';
import type { GridSet } from '../api/referenceImagesApi';
import { useImageUrl } from '../hooks/useImageUrl';

/** Spec 3 §2.2 and §9, word for word and to the pixel. */
export const INHERITED_LABEL = 'Inherited from Default set';
export const CELL_SIZE = 76;
export const IMAGE_SIZE = 60;

/** A square of `size` pixels that centres what it holds. */
const centredSquare = (size: number): CSSProperties => ({
  width: size,
  height: size,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
/** How faded an inherited image is shown. */
export const INHERITED_OPACITY = 0.35;

type GridImage = GridSet['images'][number];

/** The picture of an image (a placeholder until it loads); label null when its wrapper names it. */
function CellPicture({ image, label }: { image: GridImage; label: string | null }) {
  const url = useImageUrl(null, image.src);
  return url ? (
    <img src={url} alt={label ?? ''} width={IMAGE_SIZE} height={IMAGE_SIZE} style={{ objectFit: 'contain' }} />
  ) : (
    <PictureOutlined
      aria-label={label ?? undefined}
      aria-hidden={label === null}
      style={{ fontSize: IMAGE_SIZE / 2, color: '#8c8c8c' }}
    />
  );
}

export interface GridCellViewProps {
  /** The row's index, for moving between cells with the arrow keys. */
  row: number;
  setName: string;
  position: number;
  /** The set's own images here: one is shown (the first, until 'Next image' chooses another), the others counted. */
  images: GridImage[];
  /** The default set's image shown faded while the cell is empty. */
  inherited: GridImage | null;
  readOnly: boolean;
  /** The image of this cell is picked up with the keyboard. */
  picked: boolean;
  /** An image is being dragged or is picked up, and may land here. */
  dropAllowed: boolean;
  onOpen: () => void;
  /** With the image the cell shows, which Space picks up. */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, shown: GridImage | undefined) => void;
  /** The drag of the image the cell shows. */
  onDragStart: (event: DragEvent<HTMLElement>, image: GridImage) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLDivElement>) => void;
  onDrop: (event: DragEvent<HTMLDivElement>) => void;
}

/**
 * One cell of the grid (76 px) with its image (60 px), a drop target and, with an image, a drag source. A cell
 * holding several images (for different retailers of the set) shows one at a time: 'Next image', beside the cell so
 * that it is no button inside a button, shows the next, and a drag or Space takes the one shown.
 */
export function GridCellView({
  row,
  setName,
  position,
  images,
  inherited,
  readOnly,
  picked,
  dropAllowed,
  onOpen,
  onKeyDown,
  onDragStart,
  onDragEnd,
  onDragOver,
  onDrop,
}: GridCellViewProps) {
  const [chosen, setChosen] = useState(0);
  // The cell's images can change under the choice (a removal, another user's upload).
  const index = chosen < images.length ? chosen : 0;
  const image = images[index];
  const cellName = `${setName}, position ${position}`;
  return (
    <>
      <div
        role="button"
        tabIndex={0}
        aria-label={cellName}
        aria-pressed={picked}
        data-cell={`${row}:${position}`}
        onClick={readOnly ? undefined : onOpen}
        onKeyDown={(event) => onKeyDown(event, image)}
        onDragOver={onDragOver}
        onDrop={onDrop}
        style={{
          ...centredSquare(CELL_SIZE),
          border: `1px ${image ? 'solid' : 'dashed'} ${picked ? '#1677ff' : dropAllowed ? '#69b1ff' : '#d9d9d9'}`,
          borderRadius: 6,
          background: dropAllowed ? '#e6f4ff' : '#fff',
          cursor: readOnly ? 'default' : 'pointer',
        }}
      >
        {image ? (
          <Badge count={images.length > 1 ? `+${images.length - 1}` : 0} size="small">
            <div
              draggable={!readOnly}
              data-testid={`image-${image.id}`}
              onDragStart={(event) => onDragStart(event, image)}
              onDragEnd={onDragEnd}
              style={centredSquare(IMAGE_SIZE)}
            >
              <CellPicture image={image} label={`Image in ${cellName}`} />
            </div>
          </Badge>
        ) : inherited ? (
          <Tooltip title={INHERITED_LABEL}>
            <div
              aria-label={INHERITED_LABEL}
              data-inherited="true"
              style={{ ...centredSquare(IMAGE_SIZE), opacity: INHERITED_OPACITY }}
            >
              <CellPicture image={inherited} label={null} />
            </div>
          </Tooltip>
        ) : null}
      </div>
      {images.length > 1 && (
        <Button
          type="text"
          size="small"
          icon={<RightOutlined />}
          aria-label={`Next image in ${cellName} (showing ${index + 1} of ${images.length})`}
          onClick={() => setChosen((index + 1) % images.length)}
        >
          {index + 1}/{images.length}
        </Button>
      )}
    </>
  );
}
