export { RetailerSelectionCard, type RetailerSelectionCardProps, type CardFilter } from './RetailerSelectionCard';
