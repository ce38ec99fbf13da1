export { DccAccordion, DEFAULT_OPEN_PANEL, type DccAccordionProps } from './DccAccordion';
