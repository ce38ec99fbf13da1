import {
  selectAuthUser,
  useAppSelector,
  useGetDimensionsQuery,
  useGetSavedFiltersQuery,
  useGetSavedWidgetsQuery,
  useGetTagCategoriesQuery,
  useIsReadOnly,
} from '@shelfsight/api-client';
import {
  dashboardIdOf,
  type DashboardInput,
  dashboardMessages,
  dashboardRoutes,
  savedWidgetRoutes,
} from '@shelfsight/contracts';
import { usePeriodContext } from '@shelfsight/widget-kit/period';
import { App, Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useCreateDashboardMutation,
  useGetDashboardQuery,
  useGetDashboardsQuery,
  useUpdateDashboardMutation,
} from '../api/dashboardsApi';
import { DashboardEditor } from '../components/DashboardEditor/DashboardEditor';
import { dropDraft, type EditorDraft, keepDraft, readDraft } from '../components/DashboardEditor/editorDraft';
import { dashboardEditPath, dashboardViewPath } from '../utils/dashboardId';
import { isOwnerOf } from './DashboardViewPage';

export const EDIT_PAGE_TEXTS = {
  create: 'New dashboard',
  edit: 'Edit dashboard',
  saved: 'The dashboard has been saved.',
  failed: 'The dashboard could not be saved.',
  readOnly: 'You can view dashboards but not change them.',
} as const;

/** The server's reason for refusing a save (a field's message, a not-shared widget), else a general one. */
const reasonOf = (error: unknown): string =>
  (error as { data?: { message?: string } } | undefined)?.data?.message ?? EDIT_PAGE_TEXTS.failed;

/** The fields the server names in a refusal (`groups.0.widgets.1.overrideDimensionId`), if any. */
const fieldsOf = (error: unknown): Record<string, string> | undefined =>
  (error as { data?: { fields?: Record<string, string> } } | undefined)?.data?.fields;

/**
 * The widget the widget editor created for a group of this editor, as it names it on the way back
 * (`addToGroup`, `addWidget`); anything else in those parameters is ignored.
 */
function createdWidgetOf(search: URLSearchParams): { groupKey: string; widgetId: number } | null {
  const groupKey = search.get('addToGroup');
  const widgetId = Number(search.get('addWidget'));
  if (!groupKey || !/^[\w-]{1,100}$/.test(groupKey)) return null;
  return Number.isSafeInteger(widgetId) && widgetId > 0 ? { groupKey, widgetId } : null;
}

/** Marks the way back from the widget editor, so only that visit restores the kept draft. */
const RESTORE_DRAFT = 'draft';

/** The widget editor's address for a widget created for a group of this editor, and the way back. */
function newWidgetAddress(id: number | null, groupKey: string): string {
  const returnTo =
    id === null ? `${dashboardRoutes.edit}?${RESTORE_DRAFT}=1` : `${dashboardEditPath(id)}&${RESTORE_DRAFT}=1`;
  const query = new URLSearchParams({ returnTo, addToGroup: groupKey });
  return `${savedWidgetRoutes.edit}?${query.toString()}`;
}

/**
 * /dashboards/edit/ — creates a dashboard, or with `?id=` edits one I own; saving opens its view. "New
 * widget" keeps the unsaved work in session storage and opens the widget editor, which comes back here
 * (saved: with the widget to place; Cancel: without), and the work is restored.
 */
export function DashboardEditPage() {
  const [search] = useSearchParams();
  const id = dashboardIdOf(search);
  // Read once: the address is cleaned below, and the draft is dropped once it is back in the editor.
  const [returned] = useState(() => ({
    draft: search.get(RESTORE_DRAFT) === '1' ? readDraft(id) : null,
    createdWidget: createdWidgetOf(search),
  }));
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const me = useAppSelector(selectAuthUser);
  const readOnly = useIsReadOnly();
  const period = usePeriodContext();
  const dashboard = useGetDashboardQuery(id ?? 0, { skip: id === null });
  // Fresh each visit: a widget created in the widget editor must have its name here.
  const widgets = useGetSavedWidgetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const filters = useGetSavedFiltersQuery();
  const dimensions = useGetDimensionsQuery();
  const tagCategories = useGetTagCategoriesQuery();
  const dashboards = useGetDashboardsQuery();
  const [create, creating] = useCreateDashboardMutation();
  const [update, updating] = useUpdateDashboardMutation();

  useEffect(() => {
    // A draft left by a trip that never came back is dropped too.
    dropDraft(id);
    if (['addToGroup', 'addWidget', RESTORE_DRAFT].some((name) => search.has(name))) {
      void navigate(id === null ? dashboardRoutes.edit : dashboardEditPath(id), { replace: true });
    }
    // Once, on arrival: later changes of the address are this page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (readOnly) return <Result status="403" title={EDIT_PAGE_TEXTS.readOnly} />;
  if (id !== null && dashboard.isError) return <Result status="404" title={dashboardMessages.unknownDashboard} />;
  if ((id !== null && !dashboard.data) || widgets.isLoading || filters.isLoading) return <Skeleton active />;
  if (dashboard.data && !isOwnerOf(dashboard.data, me?.id)) {
    return <Result status="403" title={dashboardMessages.ownerOnly} />;
  }

  const onSave = async (input: DashboardInput) => {
    const answer = id === null ? await create(input) : await update({ id, input });
    if ('error' in answer) {
      setServerErrors(fieldsOf(answer.error));
      void message.error(reasonOf(answer.error));
      return;
    }
    void message.success(EDIT_PAGE_TEXTS.saved);
    void navigate(dashboardViewPath(answer.data.id));
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {id === null ? EDIT_PAGE_TEXTS.create : EDIT_PAGE_TEXTS.edit}
      </Typography.Title>
      <DashboardEditor
        key={dashboard.data?.id ?? 'new'}
        dashboard={id === null ? undefined : dashboard.data}
        widgets={widgets.data ?? []}
        savedFilters={filters.data ?? []}
        saving={creating.isLoading || updating.isLoading}
        onSave={(input) => void onSave(input)}
        onCancel={() => void navigate(id === null ? dashboardRoutes.list : dashboardViewPath(id))}
        today={period.today}
        retentionMonths={period.retentionMonths}
        choices={{ dimensions: dimensions.data, tagCategories: tagCategories.data, dashboards: dashboards.data }}
        serverErrors={serverErrors}
        draft={returned.draft}
        createdWidget={returned.createdWidget}
        onNewWidget={(groupKey: string, draft: EditorDraft) => {
          keepDraft(id, draft);
          void navigate(newWidgetAddress(id, groupKey));
        }}
      />
    </Flex>
  );
}

export { DashboardEditPage as Component };
