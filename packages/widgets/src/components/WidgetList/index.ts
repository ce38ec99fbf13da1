export { WidgetList, type WidgetListProps } from './WidgetList';
