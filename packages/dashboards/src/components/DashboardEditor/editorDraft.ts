import type { DatePickerValue } from '@shelfsight/contracts';
import type { EditorGroup } from './layoutEdits';

/** The dashboard form's own fields, as the editor's form holds them. */
export interface EditorFormValues {
  name: string;
  icon: string;
  description?: string | null;
  defaultSavedFilterId?: number | null;
  applyRetailerAssortment: boolean;
  dateMode: 'widget' | 'dashboard';
  dates: DatePickerValue;
  stretchLayout: boolean;
}

/** An unsaved dashboard kept while the user creates a widget in the widget editor. */
export interface EditorDraft {
  values: EditorFormValues;
  groups: EditorGroup[];
  /** The editor's counter of new keys, so keys made after the return do not collide. */
  nextKey: number;
}

const PREFIX = 'dashboardEditorDraft:';

/** One draft per dashboard ('new' for one not saved yet), for this browser tab only. */
const keyOf = (dashboardId: number | null) => `${PREFIX}${dashboardId ?? 'new'}`;

export function keepDraft(dashboardId: number | null, draft: EditorDraft): void {
  try {
    sessionStorage.setItem(keyOf(dashboardId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the trip still works, the unsaved changes are lost.
  }
}

const isDraft = (value: unknown): value is EditorDraft => {
  const draft = value as Partial<EditorDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    Array.isArray(draft.groups) &&
    draft.groups.every((group) => typeof group?.key === 'string' && Array.isArray(group.rows)) &&
    typeof draft.nextKey === 'number'
  );
};

/** The kept draft of a dashboard, or null when there is none or it is not one. */
export function readDraft(dashboardId: number | null): EditorDraft | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyOf(dashboardId)) ?? 'null');
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function dropDraft(dashboardId: number | null): void {
  try {
    sessionStorage.removeItem(keyOf(dashboardId));
  } catch {
    // Nothing kept, nothing to drop.
  }
}
