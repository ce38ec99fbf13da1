export { type ClickedItem, ITEM_MENU_TEXTS, linkedDashboardIdsOf, WidgetItemMenu } from './WidgetItemMenu';
