import { DEFAULT_DATE_PICKER_VALUE } from '@shelfsight/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleDashboard } from '../../testing/sampleDashboards';
import { dropDraft, type EditorDraft, keepDraft, readDraft } from './editorDraft';
import { layoutOf } from './layoutEdits';

const draft = (): EditorDraft => ({
  values: {
    name: 'Weekly review (unsaved)',
    icon: 'star',
    applyRetailerAssortment: false,
    dateMode: 'widget',
    dates: DEFAULT_DATE_PICKER_VALUE,
    stretchLayout: true,
  },
  groups: layoutOf(sampleDashboard()),
  nextKey: 4,
});

describe('editorDraft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a draft per dashboard and gives it back whole', () => {
    keepDraft(5, draft());
    keepDraft(null, { ...draft(), values: { ...draft().values, name: 'A new one' } });
    expect(readDraft(5)).toEqual(draft());
    expect(readDraft(null)?.values.name).toBe('A new one');
    expect(readDraft(6)).toBeNull();
  });

  it('forgets a dropped draft', () => {
    keepDraft(5, draft());
    dropDraft(5);
    expect(readDraft(5)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    sessionStorage.setItem('dashboardEditorDraft:5', '{not json');
    expect(readDraft(5)).toBeNull();
    sessionStorage.setItem('dashboardEditorDraft:5', JSON.stringify({ values: {}, groups: 'x', nextKey: 1 }));
    expect(readDraft(5)).toBeNull();
  });
});
