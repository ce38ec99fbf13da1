import {
  type DashboardListEntry,
  type DashboardWidgetEntry,
  exportDashboardSettingsSchema,
  type SavedFilter,
  type SavedFilterUsersAnswer,
  type ScheduledExport,
  type ScheduledExportInstance,
} from '@shelfsight/contracts';

/** An empty filter set, as the contracts default it. */
const noFilters = exportDashboardSettingsSchema.parse({});

const base = {
  customerId: 42,
  ownerUserId: 7,
  owner: { id: 7, name: 'Ada Lovelace' },
  isActive: true,
  recipientIds: [4],
  rollingDate: '1d',
  weekday: null,
  monthDay: null,
  startDate: '2024-01-01',
  endDate: null,
  time: '06:00',
  dashboardSettings: noFilters,
  applyRetailerAssortment: false,
  exportRows: 'page',
  lastUpdated: '2024-03-18T09:30:00.000Z',
  createdAt: '2024-01-05T10:00:00.000Z',
  isOwnedByMe: true,
} satisfies Partial<ScheduledExport>;

/** Exports seen by the signed-in user (id 7, Ada): two she owns, one Paula sends her. */
export const sampleExports: ScheduledExport[] = [
  {
    ...base,
    id: 51,
    subject: 'Daily availability per retailer',
    filename: 'availability',
    fileType: 'csv',
    dashboardWidgetId: 301,
    dashboardId: null,
    targetName: 'Availability per retailer',
    frequency: 'daily',
    nextExport: '2024-01-05T06:00:00Z',
    dashboardSettings: { ...noFilters, savedFilterIds: [11] },
  },
  {
    ...base,
    id: 52,
    subject: 'Weekly market overview',
    filename: 'market-overview',
    fileType: 'xlsx',
    dashboardWidgetId: null,
    dashboardId: 21,
    targetName: 'Market overview',
    frequency: 'weekly',
    weekday: 1,
    rollingDate: '7d',
    time: '07:30',
    isActive: false,
    nextExport: null,
  },
  {
    ...base,
    id: 53,
    ownerUserId: 5,
    owner: { id: 5, name: 'Paula Product' },
    isOwnedByMe: false,
    recipientIds: [7],
    subject: 'Monthly price report',
    filename: 'prices',
    fileType: 'pdf',
    dashboardWidgetId: null,
    dashboardId: 22,
    targetName: 'Price monitor',
    frequency: 'monthly',
    monthDay: 31,
    rollingDate: '30d',
    nextExport: '2024-01-31T06:00:00Z',
  },
];

const instance = (
  id: number,
  status: ScheduledExportInstance['status'],
  scheduledFor: string,
  error: string | null = null,
): ScheduledExportInstance => ({
  id,
  scheduledExportId: 51,
  status,
  filename: 'availability.csv',
  fileType: 'csv',
  scheduledFor,
  createdAt: scheduledFor,
  error,
  fileSize: status === 'D' ? 18_432 : null,
});

/** Runs of "Daily availability per retailer", newest first. */
export const sampleInstances: ScheduledExportInstance[] = [
  instance(904, 'I', '2024-01-05T06:00:00Z'),
  instance(903, 'R', '2024-01-04T11:12:00Z'),
  instance(902, 'D', '2024-01-04T06:00:00Z'),
  instance(901, 'F', '2024-01-03T06:00:00Z', 'The mail server did not answer.'),
];

export const sampleUsersAnswer: SavedFilterUsersAnswer = {
  savedFilterUsers: [],
  users: [
    { id: 7, displayName: 'Ada Lovelace', email: 'ada@example.com' },
    { id: 4, displayName: 'Andy Analyst', email: 'analyst@acme.test' },
    { id: 5, displayName: 'Paula Product', email: 'pm@acme.test' },
  ],
};

export const sampleSavedFilters = [
  { id: 11, name: 'Nordic Philips', isOwnedByMe: true },
  { id: 12, name: 'Own brands everywhere', isOwnedByMe: false },
] as unknown as SavedFilter[];

export const sampleDashboards = [
  { id: 21, name: 'Market overview', isOwnedByMe: true, widgetCount: 2 },
  { id: 22, name: 'Price monitor', isOwnedByMe: false, widgetCount: 1 },
] as unknown as DashboardListEntry[];

export const sampleDashboardWidgets: DashboardWidgetEntry[] = [
  { id: 301, dashboardId: 21, widgetId: 9, sequence: 0, title: 'Availability per retailer' },
  { id: 302, dashboardId: 21, widgetId: 10, sequence: 1, title: 'Share of shelf' },
  { id: 303, dashboardId: 22, widgetId: 11, sequence: 0, title: 'Price index' },
];
