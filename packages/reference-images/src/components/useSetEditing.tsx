import { formErrorsOf, useIsReadOnly } from '@shelfsight/api-client';
import type { ReferenceImageSet } from '@shelfsight/contracts';
import { ConfirmDialog } from '@shelfsight/ui-kit';
import { type ReactNode, useState } from 'react';
import {
  useCreateReferenceImageSetMutation,
  useDeleteReferenceImageSetMutation,
  useGetReferenceImageRetailersQuery,
  useUpdateReferenceImageSetMutation,
} from '../api/referenceImagesApi';
import { messageOf } from '../pages/moduleState';
import { SetDialog, type SetDialogValues } from './SetDialog';

/** Spec 3 §5, word for word. */
export const REMOVE_SET_QUESTION = 'Proceeding will remove ALL images for this set across ALL products!';

type Editing = ReferenceImageSet | 'new' | null;

export interface SetEditing {
  /** Opens the set dialog on a set, or on a new one. */
  edit: (set: ReferenceImageSet | 'new') => void;
  /** Asks before deleting a set (never the default one). */
  askRemove: (set: ReferenceImageSet) => void;
  deleteError: string | null;
  clearDeleteError: () => void;
  /** The set dialog and the delete confirmation, to render once. */
  dialogs: ReactNode;
}

/**
 * Adding, editing and deleting sets (spec 3 §2.2, §5), shared by the image-similarity screen and its grid dialog:
 * the set dialog (800 wide) and the confirmation before a set and its images go.
 */
export function useSetEditing({ skip }: { skip: boolean }): SetEditing {
  const readOnly = useIsReadOnly();
  const retailers = useGetReferenceImageRetailersQuery(undefined, { skip: skip || readOnly });
  const [create, creating] = useCreateReferenceImageSetMutation();
  const [update, updating] = useUpdateReferenceImageSetMutation();
  const [remove, removal] = useDeleteReferenceImageSetMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [toRemove, setRemoving] = useState<ReferenceImageSet | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const save = async (values: SetDialogValues) => {
    setSaveError(null);
    try {
      if (editing === 'new') await create(values).unwrap();
      else if (editing)
        await update({ setId: editing.id, input: editing.isDefault ? { name: values.name } : values }).unwrap();
      setEditing(null);
    } catch (error) {
      const errors = formErrorsOf(error);
      setSaveError(errors.general ?? Object.values(errors.fields)[0] ?? messageOf(error));
    }
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    setDeleteError(null);
    try {
      await remove(toRemove.id).unwrap();
    } catch (error) {
      setDeleteError(messageOf(error));
    }
    setRemoving(null);
  };

  const dialogs = (
    <>
      {editing !== null && (
        <SetDialog
          key={editing === 'new' ? 'new' : editing.id}
          set={editing === 'new' ? null : editing}
          retailers={retailers.data ?? []}
          saving={creating.isLoading || updating.isLoading}
          error={saveError}
          onSave={(values) => void save(values)}
          onCancel={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={`Remove the set "${toRemove?.name ?? ''}"?`}
        content={REMOVE_SET_QUESTION}
        confirmText="Remove"
        danger
        confirmLoading={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );

  return {
    edit: (set) => {
      if (readOnly) return;
      setSaveError(null);
      setEditing(set);
    },
    askRemove: (set) => {
      if (!readOnly && !set.isDefault) setRemoving(set);
    },
    deleteError,
    clearDeleteError: () => setDeleteError(null),
    dialogs,
  };
}
