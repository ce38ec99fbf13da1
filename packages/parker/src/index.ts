export { parkerFeature } from './feature';
export { PARKER_DRAWER_MAXIMISED_WIDTH, PARKER_DRAWER_WIDTH } from './state/drawerWidths';
export {
  BUBBLE_DRAG_THRESHOLD_PX,
  clampToWindow,
  isDrag,
  readStoredBubblePosition,
  storeBubblePosition,
  type BubblePosition,
} from './utils/bubblePosition';
