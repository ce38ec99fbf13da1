import { describe, expect, it } from 'vitest';
import { sampleTasks } from '../testing/sampleData';
import { filterTasks, isFiltering, NO_TASK_FILTER, taskFilterOf, withTaskFilter } from './taskFilter';

const titlesOf = (tasks: readonly { title: string }[]) => tasks.map((task) => task.title);
// sampleTasks: 31 Open, assigned to Grace Hopper (13); 30 In progress, unassigned; 29 Done, Ada (7) and Adam (8).
const [check, fix, review] = sampleTasks;

describe('filterTasks', () => {
  it('keeps every task, in order, without a filter', () => {
    expect(filterTasks(sampleTasks, NO_TASK_FILTER, 7)).toEqual(sampleTasks);
    expect(isFiltering(NO_TASK_FILTER)).toBe(false);
    expect(isFiltering({ ...NO_TASK_FILTER, search: '   ' })).toBe(false);
  });

  it('keeps the tasks of one status', () => {
    expect(filterTasks(sampleTasks, { ...NO_TASK_FILTER, status: 'In progress' }, 7)).toEqual([fix]);
  });

  it("keeps the viewer's, nobody's or one member's tasks", () => {
    expect(filterTasks(sampleTasks, { ...NO_TASK_FILTER, assignee: 'me' }, 7)).toEqual([review]);
    expect(filterTasks(sampleTasks, { ...NO_TASK_FILTER, assignee: 'me' }, null)).toEqual([]);
    expect(filterTasks(sampleTasks, { ...NO_TASK_FILTER, assignee: 'none' }, 7)).toEqual([fix]);
    expect(filterTasks(sampleTasks, { ...NO_TASK_FILTER, assignee: 13 }, 7)).toEqual([check]);
  });

  it('keeps the tasks whose title or description holds every word, in any case', () => {
    const withDescription = { ...fix!, description: 'The carousel starts with a placeholder' };
    const tasks = [check!, withDescription, review!];
    expect(titlesOf(filterTasks(tasks, { ...NO_TASK_FILTER, search: 'PRICE tesco' }, 7))).toEqual([check!.title]);
    expect(titlesOf(filterTasks(tasks, { ...NO_TASK_FILTER, search: 'carousel' }, 7))).toEqual([fix!.title]);
    expect(filterTasks(tasks, { ...NO_TASK_FILTER, search: 'price ocado' }, 7)).toEqual([]);
  });

  it('keeps the tasks about one product', () => {
    const tasks = [{ ...check!, productId: 4711 }, fix!, { ...review!, productId: 4712 }];
    expect(filterTasks(tasks, { ...NO_TASK_FILTER, productId: 4711 }, 7)).toEqual([tasks[0]]);
  });

  it('combines the fields', () => {
    const filter = { ...NO_TASK_FILTER, search: 'review', status: 'Done', assignee: 8 } as const;
    expect(filterTasks(sampleTasks, filter, 7)).toEqual([review]);
    expect(filterTasks(sampleTasks, { ...filter, status: 'Open' }, 7)).toEqual([]);
  });
});

describe('the filter in the address', () => {
  it('survives a round trip and keeps the other parameters', () => {
    const filter = { search: 'black friday', status: 'Done', assignee: 8, productId: 4711 } as const;
    const search = withTaskFilter(new URLSearchParams('task=12'), filter);
    expect(search.get('task')).toBe('12');
    expect(search.get('aboutProduct')).toBe('4711');
    expect(taskFilterOf(search)).toEqual(filter);
    expect(taskFilterOf(withTaskFilter(search, { ...filter, assignee: 'me' })).assignee).toBe('me');
  });

  it('drops emptied fields and malformed assignees', () => {
    const search = withTaskFilter(new URLSearchParams('status=Done&assignee=none'), NO_TASK_FILTER);
    expect(search.toString()).toBe('');
    expect(taskFilterOf(new URLSearchParams('assignee=0x1&status=&aboutProduct=-3'))).toEqual(NO_TASK_FILTER);
  });
});
