import {
  type Dashboard,
  type DashboardConfigWidget,
  type DashboardListEntry,
  type DashboardTab,
  type DashboardWidgetWithDefinition,
  type SavedFilter,
  type SavedFilterSegment,
  savedFilterSegments,
  type SavedWidget,
} from '@shelfsight/contracts';

/** A saved widget of customer 42 owned by Ada (user 7), as GET widgets answers it. */
export function sampleSavedWidget(
  id: number,
  name: string,
  visualizationType: SavedWidget['visualizationType'],
): SavedWidget {
  return {
    id,
    name,
    customerId: 42,
    visualizationType,
    type: 1,
    description: null,
    metricId: 1,
    metricName: 'Availability',
    metricType: 'percent',
    metricGroupIds: [3],
    dimensionId: null,
    dimensionName: null,
    subDimensionKey: null,
    verticalDimensionId: null,
    verticalSubDimensionId: null,
    tagName: null,
    dateDataSelection: '30d',
    filterId: null,
    filterName: null,
    displayCondition: null,
    textFields: null,
    tableFields: [],
    columnGroupIds: [],
    columnIds: [],
    customSettings: {},
    dateCreated: '2024-03-01T09:00:00.000Z',
    lastUpdated: '2024-03-04T16:20:00.000Z',
    aggregationFunction: 'AVG',
    dateAggregationLevel: null,
    accessLevel: 'O',
    source: 'MARKET_DATA',
    dateFrom: '2024-02-04',
    dateTo: '2024-03-04',
    userId: 7,
    userName: 'Ada Lovelace',
    sharedWith: null,
    shareType: 'PRIVATE',
  };
}

export const sampleSavedWidgets = (): SavedWidget[] => [
  sampleSavedWidget(11, 'Availability', 'KPI'),
  sampleSavedWidget(12, 'Selling price by retailer', 'LINE'),
  sampleSavedWidget(13, 'Review scores', 'HORIZONTAL_BAR'),
  sampleSavedWidget(14, 'Weekly notes', 'TEXT'),
];

const placed = (
  id: number,
  groupId: number,
  widgetId: number,
  rowIndex: number,
  sequence: number,
  overrides: Partial<DashboardConfigWidget> = {},
): DashboardConfigWidget => ({
  id,
  dashboardId: 5,
  groupId,
  widgetId,
  rowIndex,
  sequence,
  nameOverride: null,
  savedFilterOverride: null,
  includesFiltersOverride: false,
  datePresetOverride: null,
  overrideDimensionId: null,
  overrideTagName: null,
  overrideSubDimension: null,
  overrideTextFields: null,
  overrideRibbons: [],
  overrideSettings: {},
  overrideLinkedDashboards: [],
  visualization: 'KPI',
  widgetNotShared: false,
  ...overrides,
});

/** "Availability and price" of customer 42, owned by Ada (user 7) and shared with Andy (user 8). */
export function sampleDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    id: 5,
    name: 'Availability and price',
    icon: 'shopping-cart',
    description: 'On-shelf availability and selling prices across retailers.',
    defaultSavedFilterId: null,
    applyRetailerAssortment: true,
    rollingDatePreset: '30d',
    fixedDateRange: null,
    stretchLayout: false,
    settings: {},
    dashboardUsers: [
      { id: 1, dashboardId: 5, userId: 7, isOwner: true },
      { id: 2, dashboardId: 5, userId: 8, isOwner: false },
    ],
    userId: 7,
    userName: 'Ada Lovelace',
    dateCreated: '2024-03-01T09:00:00.000Z',
    lastUpdated: '2024-03-04T16:20:00.000Z',
    groups: [
      {
        id: 21,
        dashboardId: 5,
        sequence: 0,
        name: 'Availability',
        description: 'Share of listed products in stock.',
        stretchLayout: true,
        groupStyle: null,
        styleColor: '1f7a4d',
        widgets: [
          placed(31, 21, 11, 0, 0, { datePresetOverride: '7d', nameOverride: 'Availability last week' }),
          placed(32, 21, 13, 0, 1, { visualization: 'HORIZONTAL_BAR' }),
        ],
      },
      {
        id: 22,
        dashboardId: 5,
        sequence: 1,
        name: 'Price',
        description: null,
        stretchLayout: false,
        groupStyle: null,
        styleColor: '#c41d7f',
        widgets: [
          placed(33, 22, 12, 0, 0, { visualization: 'LINE' }),
          placed(34, 22, 99, 1, 0, { visualization: null, widgetNotShared: true }),
        ],
      },
    ],
    ...overrides,
  };
}

/** What get-widgets-for-dashboard answers for `dashboard`: each placed widget with its definition. */
export function sampleWidgetsFor(dashboard: Dashboard): DashboardWidgetWithDefinition[] {
  const saved = new Map(sampleSavedWidgets().map((widget) => [widget.id, widget]));
  return dashboard.groups.flatMap((group) =>
    group.widgets.map((widget) => ({
      ...widget,
      widget: widget.widgetNotShared ? null : (saved.get(widget.widgetId) ?? null),
    })),
  );
}

const entry = (dashboard: Dashboard, extra: Partial<DashboardListEntry>): DashboardListEntry => {
  const { groups, ...fields } = dashboard;
  return {
    ...fields,
    tabId: null,
    sequenceNumber: null,
    isOwnedByMe: true,
    isSharedWithMe: false,
    defaultFilterId: dashboard.defaultSavedFilterId,
    widgetCount: groups.reduce((count, group) => count + group.widgets.length, 0),
    ...extra,
  };
};

/** The dashboard list of Ada: three of hers (two on the Home tab) and one Andy shared with her. */
export function sampleDashboardList(): DashboardListEntry[] {
  return [
    entry(sampleDashboard(), { tabId: 1, sequenceNumber: 1 }),
    entry(
      sampleDashboard({
        id: 6,
        name: 'Content and DCC',
        icon: 'file-text',
        description: null,
        dashboardUsers: [{ id: 3, dashboardId: 6, userId: 7, isOwner: true }],
      }),
      {
        tabId: 1,
        sequenceNumber: 2,
      },
    ),
    entry(
      sampleDashboard({
        id: 7,
        name: 'Reviews and ratings',
        icon: 'presentation',
        description: null,
        dashboardUsers: [{ id: 4, dashboardId: 7, userId: 7, isOwner: true }],
      }),
      {
        tabId: 2,
        sequenceNumber: 1,
      },
    ),
    entry(
      sampleDashboard({
        id: 8,
        name: 'Competition by retailer',
        icon: 'team',
        userId: 8,
        userName: 'Andy Analyst',
        dashboardUsers: [
          { id: 5, dashboardId: 8, userId: 8, isOwner: true },
          { id: 6, dashboardId: 8, userId: 7, isOwner: false },
        ],
      }),
      { isOwnedByMe: false, isSharedWithMe: true },
    ),
  ];
}

export const sampleTabs = (): DashboardTab[] => [
  { id: 1, name: 'Home', sequenceNumber: 1, dashboardIds: [5, 6] },
  { id: 2, name: 'Reviews', sequenceNumber: 2, dashboardIds: [7] },
];

/** Ada's saved filter "Germany, own brands", as GET saved-filters answers it. */
export const sampleSavedFilters = (): SavedFilter[] => [
  {
    id: 3,
    name: 'Germany, own brands',
    ownerUserId: 7,
    ownerName: 'Ada Lovelace',
    isOwnedByMe: true,
    isSharedToMe: false,
    shared: false,
    sharedWith: [],
    ...(Object.fromEntries(savedFilterSegments.map((segment): [string, number[]] => [segment, []])) as Record<
      SavedFilterSegment,
      number[]
    >),
    countries: [49],
    brandTypes: [1],
  },
];
