import { closestCenter, DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TaskStatus, TaskUser } from '@shelfsight/contracts';
import { Empty } from 'antd';
import { isTemporaryId, type ListedTask } from '../../utils/temporaryIds';
import { type TaskRowActions, TaskRow } from './TaskRow';

export const NO_TASKS = 'No tasks yet.';

export interface TaskListProps extends Omit<TaskRowActions, 'onMove'> {
  /** In their stored order, top first. */
  tasks: readonly ListedTask[];
  statuses: readonly TaskStatus[];
  users: readonly TaskUser[];
  readOnly?: boolean;
  /**
   * Whether the handles move tasks: off while the list shows some tasks only, since a stored order is of them all.
   * `reorderHint` then says why on the handles.
   */
  reorderable?: boolean;
  reorderHint?: string;
  /** What an empty list says. */
  emptyText?: string;
  /** The whole new order of saved task ids, top first. */
  onReorder: (sequence: number[]) => void;
}

/** Movement under 5 px is a click, not a drag (spec 3 §9). */
const DRAG_THRESHOLD_PX = 5;

/** The customer's tasks in their stored order; drag a handle, or focus it and press the arrow keys, to reorder. */
export function TaskList({
  tasks,
  statuses,
  users,
  readOnly = false,
  reorderable = true,
  reorderHint,
  emptyText = NO_TASKS,
  onReorder,
  ...actions
}: TaskListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }));
  const ids = tasks.map((task) => task.id);
  // A task still being created has no id the server knows, so it is left out of a stored order.
  const reorder = (from: number, to: number) => {
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to).filter((id) => !isTemporaryId(id)));
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over) reorder(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  if (tasks.length === 0) return <Empty description={emptyText} />;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label="Tasks" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              statuses={statuses}
              users={users}
              readOnly={readOnly}
              reorderable={reorderable}
              reorderHint={reorderHint}
              {...actions}
              onMove={(id, step) => reorder(ids.indexOf(id), ids.indexOf(id) + step)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
