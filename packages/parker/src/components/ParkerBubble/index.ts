export { BUBBLE_SIZE, ParkerBubble, type ParkerBubbleProps } from './ParkerBubble';
