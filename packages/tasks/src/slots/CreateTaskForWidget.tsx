import type { SlotProps } from '@shelfsight/contracts';
import { useOpenTaskCreate } from './openTaskCreate';

/** 'Create task' on a dashboard widget's card (`widgetCard.actions`): the task points at the widget. */
export default function CreateTaskForWidget({ widgetId }: SlotProps['widgetCard.actions']) {
  useOpenTaskCreate({ widgetId });
  return null;
}
