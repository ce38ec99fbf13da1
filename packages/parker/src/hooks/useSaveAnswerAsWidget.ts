import { useCreateSavedFilterMutation, useDeleteSavedFilterMutation } from '@shelfsight/api-client';
import type { ParkerAnswer, SavedWidget } from '@shelfsight/contracts';
import { useCallback } from 'react';
import { useSaveParkerWidgetMutation } from '../api/parkerApi';
import { savedFilterOf, savedWidgetOf } from '../utils/savedWidgetOf';

/**
 * Saves an answer as a widget: first the saved filter that carries its filters (when it has any), then the widget
 * on it. A widget the server refuses takes its new filter away again, so a failed save leaves nothing behind.
 */
export function useSaveAnswerAsWidget() {
  const [createFilter, filterState] = useCreateSavedFilterMutation();
  const [deleteFilter] = useDeleteSavedFilterMutation();
  const [createWidget, widgetState] = useSaveParkerWidgetMutation();
  const save = useCallback(
    async (answer: ParkerAnswer): Promise<SavedWidget> => {
      if (!answer.widget) throw new Error('This answer has no widget to save.');
      const filterInput = savedFilterOf(answer, answer.widget);
      const filter = filterInput ? await createFilter(filterInput).unwrap() : null;
      try {
        return await createWidget(savedWidgetOf(answer, answer.widget, filter?.id ?? null)).unwrap();
      } catch (error) {
        if (filter) await deleteFilter(filter.id);
        throw error;
      }
    },
    [createFilter, createWidget, deleteFilter],
  );
  return { save, isSaving: filterState.isLoading || widgetState.isLoading };
}
