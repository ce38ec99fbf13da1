import type { Task } from '@shelfsight/contracts';

/** Who a listed task must be assigned to: the viewer, nobody, or one member by id. */
export type AssigneeFilter = 'me' | 'none' | number;

/** What the task list shows: every field null or empty shows every task. */
export interface TaskFilter {
  /** Words the title or description must hold, in any case. */
  search: string;
  /** A status title. */
  status: string | null;
  assignee: AssigneeFilter | null;
  /** The product the tasks are about (a product's 'Show its tasks' action). */
  productId: number | null;
}

export const NO_TASK_FILTER: TaskFilter = { search: '', status: null, assignee: null, productId: null };

/**
 * The address's names of the filter, so a filtered list survives reload and can be shared. Not `product`: that one
 * opens a product's details over any screen.
 */
export const taskFilterParams = {
  search: 'search',
  status: 'status',
  assignee: 'assignee',
  productId: 'aboutProduct',
} as const;

const ID = /^[1-9]\d{0,9}$/;

export const isFiltering = (filter: TaskFilter): boolean =>
  filter.search.trim() !== '' || filter.status !== null || filter.assignee !== null || filter.productId !== null;

/** The filter an address asks for; a malformed assignee or product is left out. */
export function taskFilterOf(search: URLSearchParams): TaskFilter {
  const assignee = search.get(taskFilterParams.assignee);
  const productId = search.get(taskFilterParams.productId);
  return {
    search: search.get(taskFilterParams.search) ?? '',
    status: search.get(taskFilterParams.status) || null,
    assignee:
      assignee === 'me' || assignee === 'none' ? assignee : assignee && ID.test(assignee) ? Number(assignee) : null,
    productId: productId && ID.test(productId) ? Number(productId) : null,
  };
}

/** `search` with `filter` in it (empty fields removed); other parameters, such as an open task dialog, are kept. */
export function withTaskFilter(search: URLSearchParams, filter: TaskFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  const values = {
    search: filter.search,
    status: filter.status ?? '',
    assignee: String(filter.assignee ?? ''),
    productId: String(filter.productId ?? ''),
  };
  for (const key of Object.keys(taskFilterParams) as (keyof TaskFilter)[]) {
    if (values[key] === '') next.delete(taskFilterParams[key]);
    else next.set(taskFilterParams[key], values[key]);
  }
  return next;
}

/** The tasks `filter` keeps, in their order; `viewerId` is who 'me' is. */
export function filterTasks<T extends Task>(tasks: readonly T[], filter: TaskFilter, viewerId: number | null): T[] {
  const words = filter.search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return tasks.filter((task) => {
    if (filter.status !== null && task.status !== filter.status) return false;
    if (filter.productId !== null && task.productId !== filter.productId) return false;
    if (filter.assignee === 'none' && task.assignedUserIds.length > 0) return false;
    if (filter.assignee === 'me' && (viewerId === null || !task.assignedUserIds.includes(viewerId))) return false;
    if (typeof filter.assignee === 'number' && !task.assignedUserIds.includes(filter.assignee)) return false;
    const text = `${task.title}\n${task.description}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
