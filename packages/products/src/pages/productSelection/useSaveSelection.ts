import { useState } from 'react';
import { useCreateSelectionFilterMutation, useDeleteSelectionFilterMutation } from '../../api/productSelectionApi';
import type { DraftFilter, SelectionDraft } from './selectionDraft';

/** A filter the server refused to delete or create, for the error list. */
export interface FailedSave {
  key: string;
  action: 'delete' | 'create';
  retailerName: string;
  message: string;
}

const messageOf = (error: unknown) => {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : 'The server did not save this filter.';
};

/** Saves the draft: first deletes the removed filters, then creates the new ones (spec 3 §4.5). */
export function useSaveSelection(retailerNameOf: (retailerId: number) => string) {
  const [deleteFilter] = useDeleteSelectionFilterMutation();
  const [createFilter] = useCreateSelectionFilterMutation();
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<FailedSave[]>([]);

  const save = async (draft: SelectionDraft) => {
    setSaving(true);
    const failed: FailedSave[] = [];
    const fail = (filter: DraftFilter, action: FailedSave['action'], error: unknown) =>
      failed.push({
        key: filter.key,
        action,
        retailerName: retailerNameOf(filter.retailerId),
        message: messageOf(error),
      });
    for (const filter of draft.filters.filter((each) => each.deleting && each.id !== null)) {
      try {
        await deleteFilter(filter.id!).unwrap();
      } catch (error) {
        fail(filter, 'delete', error);
      }
    }
    for (const filter of draft.filters.filter((each) => each.creating && !each.deleting)) {
      const { retailerId, brands, categories, tags } = filter;
      try {
        await createFilter({ retailerId, brands, categories, tags }).unwrap();
      } catch (error) {
        fail(filter, 'create', error);
      }
    }
    setFailures(failed);
    setSaving(false);
  };
  return { save, saving, failures };
}
