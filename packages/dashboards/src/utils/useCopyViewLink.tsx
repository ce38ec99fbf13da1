import { selectActiveCustomerId, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes, COPY_LINK_CONFIRMATION, COPY_LINK_CONFIRMATION_MS } from '@shelfsight/contracts';
import { App, Button } from 'antd';
import { useLocation } from 'react-router-dom';
import { useCreateDashboardLinkMutation } from '../api/dashboardLinkApi';

export const COPY_LINK_TEXTS = {
  close: 'Close',
  failed: 'The link could not be copied.',
  sharedWithNoOne: 'This dashboard is shared with no one: the link opens it only for its owner. Share it first.',
} as const;

/** The longest page a deep link keeps (the server's limit on its entity id). */
const MAX_LINK_PATH = 500;
const NOTICE_KEY = 'copy-view-link';
const WARNING_KEY = 'copy-view-link-unshared';
/** Long enough to read the warning; it has a Close button too. */
const WARNING_MS = 8000;

/**
 * Copy link of the view: a deep link (spec 1 §4) to the page as it is — its dates, filters and
 * cross-filters are in its address — or, when the address is too long for one or the link cannot be made,
 * the address itself. The notice of spec 2 §9 stays 2000 ms and has a Close button. A dashboard shared with
 * no one opens only for its owner, so copying its link also warns that others will be refused.
 */
export function useCopyViewLink({ sharedWithNoOne = false }: { sharedWithNoOne?: boolean } = {}): {
  copyLink: () => Promise<void>;
  copyingLink: boolean;
} {
  const { pathname, search } = useLocation();
  const customerId = useAppSelector(selectActiveCustomerId);
  const [createLink, { isLoading }] = useCreateDashboardLinkMutation();
  const { message } = App.useApp();

  const copyLink = async () => {
    // Deep links keep plain path characters: spaces as %20, not '+'.
    const page = `${pathname}${search.replace(/\+/g, '%20')}`;
    let url = `${window.location.origin}${page}`;
    if (customerId !== null && page.length <= MAX_LINK_PATH) {
      const created = await createLink({ customerId, body: { entityType: 'page', entityId: page } });
      if ('data' in created && created.data)
        url = `${window.location.origin}${clientRoutes.link}${encodeURIComponent(created.data.hash)}/`;
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      void message.error(COPY_LINK_TEXTS.failed);
      return;
    }
    void message.open({
      key: NOTICE_KEY,
      type: 'success',
      duration: COPY_LINK_CONFIRMATION_MS / 1000,
      content: (
        <span>
          {COPY_LINK_CONFIRMATION}{' '}
          <Button size="small" type="link" onClick={() => message.destroy(NOTICE_KEY)}>
            {COPY_LINK_TEXTS.close}
          </Button>
        </span>
      ),
    });
    if (!sharedWithNoOne) return;
    void message.open({
      key: WARNING_KEY,
      type: 'warning',
      duration: WARNING_MS / 1000,
      content: (
        <span>
          {COPY_LINK_TEXTS.sharedWithNoOne}{' '}
          <Button size="small" type="link" onClick={() => message.destroy(WARNING_KEY)}>
            {COPY_LINK_TEXTS.close}
          </Button>
        </span>
      ),
    });
  };
  return { copyLink, copyingLink: isLoading };
}
