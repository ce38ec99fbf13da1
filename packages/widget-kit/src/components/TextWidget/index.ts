export { NO_TEXT, TextWidget, type TextWidgetProps } from './TextWidget';
