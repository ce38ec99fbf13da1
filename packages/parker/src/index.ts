export { parkerFeature } from './feature';
export {
  chatDrawerClosed,
  chatDrawerOpened,
  chatDrawerToggled,
  maximisedSet,
  PARKER_DRAWER_MAXIMISED_WIDTH,
  PARKER_DRAWER_WIDTH,
  selectChatDrawerWidth,
  selectIsChatDrawerOpen,
  type ParkerUiState,
} from './state/parkerSlice';
export {
  BUBBLE_DRAG_THRESHOLD_PX,
  clampToWindow,
  isDrag,
  readStoredBubblePosition,
  storeBubblePosition,
  type BubblePosition,
} from './utils/bubblePosition';
