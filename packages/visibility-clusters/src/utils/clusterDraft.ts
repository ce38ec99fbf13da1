import {
  type FilterItem,
  nameMeetsConditions,
  type VisibilityCluster,
  type VisibilityClusterEntityType,
  type VisibilityClusterInput,
} from '@shelfsight/contracts';

/** How the cluster picks its keywords: a list of them, or conditions on their text (spec 2 §4). */
export type SelectionMode = 'manual' | 'conditional';

export interface ConditionDraft {
  operator: 'AND' | 'OR';
  value: string;
}

/** What the form edits; only the chosen mode's selection is sent. */
export interface ClusterDraft {
  name: string;
  active: boolean;
  isDraft: boolean;
  mode: SelectionMode;
  keywordIds: number[];
  /** Tracked category pages picked by hand (manual selection only). */
  categoryIds: number[];
  /** Tracked other pages (home page, deals page, …) picked by hand (manual selection only). */
  otherPageIds: number[];
  conditions: ConditionDraft[];
}

export const emptyCondition: ConditionDraft = { operator: 'AND', value: '' };

const idsOf = (cluster: VisibilityCluster, type: VisibilityClusterEntityType) =>
  cluster.entities.filter((entity) => entity.entityType === type).map((entity) => entity.entityId);

/** The form's starting point: a new active cluster of one empty condition, or the cluster as stored. */
export function draftOf(cluster: VisibilityCluster | null): ClusterDraft {
  if (!cluster) {
    return {
      name: '',
      active: true,
      isDraft: false,
      mode: 'manual',
      keywordIds: [],
      categoryIds: [],
      otherPageIds: [],
      conditions: [emptyCondition],
    };
  }
  const conditions = [...cluster.conditions]
    .sort((a, b) => a.sequenceNumber - b.sequenceNumber)
    .map(({ operator, value }) => ({ operator, value }));
  return {
    name: cluster.name,
    active: cluster.active,
    isDraft: cluster.isDraft,
    mode: cluster.type === 'CONDITIONAL' ? 'conditional' : 'manual',
    keywordIds: idsOf(cluster, 'SEARCH_KEYWORD'),
    categoryIds: idsOf(cluster, 'CATEGORY_PAGE'),
    otherPageIds: idsOf(cluster, 'OTHER_PAGE'),
    conditions: conditions.length > 0 ? conditions : [emptyCondition],
  };
}

/**
 * The body of create and update. The API takes a cluster with conditions as conditional and one with none as
 * manual, so the mode not chosen is sent empty; the conditions go in the order shown (their sequence). The first
 * condition's operator joins it to nothing, so it is sent as the default whatever a move left there.
 */
export function inputOf(
  draft: ClusterDraft,
  keywords: readonly FilterItem[],
  categoryPages: readonly FilterItem[] = [],
  otherPages: readonly FilterItem[] = [],
): VisibilityClusterInput {
  const keywordNames = new Map(keywords.map((keyword) => [keyword.id, keyword.name]));
  const pageNames = new Map([...categoryPages, ...otherPages].map((page) => [page.id, page.name]));
  const pages = (entityType: 'CATEGORY_PAGE' | 'OTHER_PAGE', ids: number[]) =>
    ids.map((entityId) => ({ entityType, entityId, label: pageNames.get(entityId) ?? null }));
  const manual = draft.mode === 'manual';
  return {
    name: draft.name,
    active: draft.active,
    isDraft: draft.isDraft,
    // Keywords keep the shape they had before pages could be picked (the type defaults to a keyword).
    entities: manual
      ? [
          ...draft.keywordIds.map((entityId) => ({ entityId, label: keywordNames.get(entityId) ?? null })),
          ...pages('CATEGORY_PAGE', draft.categoryIds),
          ...pages('OTHER_PAGE', draft.otherPageIds),
        ]
      : [],
    conditions: manual
      ? []
      : draft.conditions.map(({ operator, value }, index) => ({ operator: index === 0 ? 'AND' : operator, value })),
  };
}

/**
 * How many of the customer's keywords, category pages or other pages the cluster holds: its entities of that kind when manual,
 * the pages whose names meet its conditions when conditional (null until those pages are known).
 */
function pageCountOf(
  cluster: VisibilityCluster,
  entityType: VisibilityClusterEntityType,
  pages: readonly FilterItem[] | undefined,
): number | null {
  if (cluster.type === 'MANUAL') return cluster.entities.filter((entity) => entity.entityType === entityType).length;
  if (!pages) return null;
  const conditions = [...cluster.conditions].sort((a, b) => a.sequenceNumber - b.sequenceNumber);
  return pages.filter((page) => nameMeetsConditions(page.name, conditions)).length;
}

export const keywordCountOf = (cluster: VisibilityCluster, keywords: readonly FilterItem[] | undefined) =>
  pageCountOf(cluster, 'SEARCH_KEYWORD', keywords);

export const categoryPageCountOf = (cluster: VisibilityCluster, categoryPages: readonly FilterItem[] | undefined) =>
  pageCountOf(cluster, 'CATEGORY_PAGE', categoryPages);

export const otherPageCountOf = (cluster: VisibilityCluster, otherPages: readonly FilterItem[] | undefined) =>
  pageCountOf(cluster, 'OTHER_PAGE', otherPages);
