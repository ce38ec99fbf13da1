export {
  RetailerSelectionCard,
  SELECTION_MARKERS,
  type RetailerSelectionCardProps,
  type CardFilter,
} from './RetailerSelectionCard';
