import type { Task, TaskDetails, TaskStatus, TaskUser } from '@shelfsight/contracts';

/** Realistic data of customer 42 for tests and stories; user 7 is the signed-in sample user. */
export const sampleUsers: TaskUser[] = [
  { id: 7, displayName: 'Ada Lovelace' },
  { id: 8, displayName: 'Adam Smith' },
  { id: 9, displayName: 'Adele Adkins' },
  { id: 10, displayName: 'Adrian Mole' },
  { id: 11, displayName: 'Adriana Lima' },
  { id: 12, displayName: 'Ada Yonath' },
  { id: 13, displayName: 'Grace Hopper' },
];

/** Sent out of order on purpose: screens order them by sequence number. */
export const sampleStatuses: TaskStatus[] = [
  { stateId: 3, stateTitle: 'Done', sequenceNumber: 3 },
  { stateId: 1, stateTitle: 'Open', sequenceNumber: 1 },
  { stateId: 4, stateTitle: 'Blocked', sequenceNumber: 999 },
  { stateId: 2, stateTitle: 'In progress', sequenceNumber: 2 },
];

const task = (id: number, title: string, status: string, assignees: TaskUser[] = []): Task => ({
  id,
  title,
  description: '',
  status,
  assignedUserIds: assignees.map((user) => user.id),
  assignees,
  creatorId: 7,
  dueDateTime: 'NO DATE SET',
  productId: null,
  retailerId: null,
  widgetId: null,
});

export const sampleTasks: Task[] = [
  task(31, 'Check the price of Oat Drink 1 l at Tesco', 'Open', [sampleUsers[6]!]),
  task(30, 'Fix the missing main image on Ocado', 'In progress'),
  task(29, 'Review the Black Friday promotion', 'Done', [sampleUsers[0]!, sampleUsers[1]!]),
];

export const sampleDetails: TaskDetails = {
  ...sampleTasks[0]!,
  description: 'The shelf price looks 20 % above the others.',
  dueDateTime: '2026-12-04T15:00:00.000Z',
  comments: [
    {
      commentId: 501,
      creatorId: 7,
      commentDescription: 'Asked @[user:13] to look at it',
      commentCreationDatetime: '2026-11-27T10:15:00.000Z',
      mentionedUserIds: [13],
    },
  ],
  auditTrail: [
    {
      action_id: 900,
      action_description: 'Task created',
      action_creation_datetime: '2026-11-27T10:00:00.000Z',
      userId: 7,
      field: 'task',
      oldValue: null,
      newValue: 'Check the price of Oat Drink 1 l at Tesco',
    },
    {
      action_id: 901,
      action_description: 'Assigned Grace Hopper',
      action_creation_datetime: '2026-11-27T10:01:00.000Z',
      userId: 7,
      field: 'assignee',
      oldValue: null,
      newValue: 'Grace Hopper',
    },
  ],
};
