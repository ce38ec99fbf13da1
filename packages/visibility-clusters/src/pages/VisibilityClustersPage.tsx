import {
  formErrorsOf,
  type FormErrors,
  selectActiveCustomerId,
  useAppSelector,
  useGetFilterItemsQuery,
} from '@shelfsight/api-client';
import type { VisibilityCluster, VisibilityClusterInput } from '@shelfsight/contracts';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import {
  useCreateVisibilityClusterMutation,
  useDeleteVisibilityClusterMutation,
  useGetVisibilityClustersQuery,
  useUpdateVisibilityClusterMutation,
} from '../api/visibilityClustersApi';
import { useGetOtherPagesQuery } from '../api/visibilityTrackingApi';
import { ClusterForm } from '../components/ClusterForm';
import { ClusterList } from '../components/ClusterList';
import { useMayChangeClusters } from './useMayChangeClusters';

const failed = 'Something went wrong. Please try again or contact support.';

/** Which cluster the drawer edits: null when closed, 'new' when creating. */
type Editing = VisibilityCluster | 'new' | null;

/**
 * /settings/visibility-clusters/: the customer's visibility clusters. Every member reads them; all but read-only
 * users create, edit and delete them.
 */
export function VisibilityClustersPage() {
  const mayChange = useMayChangeClusters();
  // On a cold load the screen can render before the active customer is chosen; asking then would fail.
  const skip = useAppSelector(selectActiveCustomerId) === null;
  const clusters = useGetVisibilityClustersQuery(undefined, { skip });
  const keywords = useGetFilterItemsQuery('searchKeywords', { skip });
  const categoryPages = useGetFilterItemsQuery('searchCategories', { skip });
  // The filter bar lists every tracked page; visibility tracking says which are other pages.
  const otherPageList = useGetOtherPagesQuery(undefined, { skip });
  const otherPageIds = new Set(otherPageList.data?.map((page) => page.id));
  const otherPages = (categoryPages.data ?? []).filter((page) => otherPageIds.has(page.id));
  const [create, creating] = useCreateVisibilityClusterMutation();
  const [update, updating] = useUpdateVisibilityClusterMutation();
  const [remove] = useDeleteVisibilityClusterMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [saveErrors, setSaveErrors] = useState<FormErrors | undefined>();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const open = (next: Editing) => {
    setSaveErrors(undefined);
    setEditing(next);
  };

  const save = async (input: VisibilityClusterInput) => {
    setSaveErrors(undefined);
    try {
      if (editing === 'new') await create(input).unwrap();
      else if (editing) await update({ id: editing.id, input }).unwrap();
      setEditing(null);
    } catch (error) {
      setSaveErrors(formErrorsOf(error));
    }
  };

  const deleteCluster = async (cluster: VisibilityCluster) => {
    setDeleteError(null);
    try {
      await remove(cluster.id).unwrap();
    } catch (error) {
      setDeleteError(formErrorsOf(error).general ?? failed);
    }
  };

  const cluster = editing === 'new' ? null : editing;
  return (
    <Card>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Visibility clusters
        </Typography.Title>
        {mayChange && (
          <Button type="primary" onClick={() => open('new')}>
            Create cluster
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">
        A cluster groups search keywords, category pages and other pages, picked by hand or by conditions on their
        names; applied as a filter, an active cluster that is not a draft narrows the search metrics to its keywords and
        the category listing metrics to its pages.
      </Typography.Paragraph>
      {clusters.isError && <Alert type="error" showIcon title={failed} />}
      {deleteError && <Alert type="error" showIcon title={deleteError} closable onClose={() => setDeleteError(null)} />}
      <ClusterList
        clusters={clusters.data ?? []}
        keywords={keywords.data}
        categoryPages={categoryPages.data}
        // Without the other pages list every page counts as a category page, as the filter bar has it.
        otherPages={otherPageList.data || otherPageList.isError ? otherPages : undefined}
        loading={clusters.isLoading}
        mayChange={mayChange}
        onEdit={open}
        onDelete={(chosen) => void deleteCluster(chosen)}
      />
      {editing !== null && (
        <ClusterForm
          key={cluster?.id ?? 'new'}
          open
          cluster={cluster}
          keywords={keywords.data ?? []}
          categoryPages={categoryPages.data ?? []}
          otherPages={otherPages}
          saving={creating.isLoading || updating.isLoading}
          serverErrors={saveErrors}
          onSave={(input) => void save(input)}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

export { VisibilityClustersPage as Component };
