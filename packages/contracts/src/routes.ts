/**
 * Client route paths (spec 1 §2). Features link to each other's screens through these,
 * never through imports of each other.
 */
export const clientRoutes = {
  home: '/',
  login: '/login/',
  mfa: '/mfa/',
  mfaTrusted: '/mfa-trusted/',
  changePassword: '/change-password/',
  requestPasswordResetEmail: '/request-password-reset-email/',
  resetPassword: '/reset-password/',
  createAccount: '/create-account/',
  activateDemoAccount: '/activate-demo-account/',
  customerActivation: '/customer-activation/',
  link: '/link/',
  linkAll: '/link/all/',
  rateLimited: '/429/',
  noAccess: '/no-access/',
  error: '/error/',
  dashboards: '/dashboards/',
  widgets: '/widgets/',
  tasks: '/tasks/',
  profile: '/profile/',
  userManagement: '/user-management/',
  uploadDataSet: '/upload-data-set/',
  systemMessages: '/system-messages/',
  /** Creating a system message, or editing the one named by the `id` query parameter. */
  systemMessagesEdit: '/system-messages/edit/',
  productSelection: '/admin/product-selection/',
  productsAdmin: '/admin/products/',
  productsAdminAssortment: '/admin/products/assortment/',
  productsAdminAttributes: '/admin/products/attributes/',
  productsAdminTags: '/admin/products/tags/',
  productLists: '/admin/product-lists/',
  productListsAdd: '/admin/product-lists/add/',
  /** The list named by the `id` query parameter. */
  productListsEdit: '/admin/product-lists/edit/',
  productListsProducts: '/admin/product-lists/products/',
  productListsUpload: '/admin/product-lists/upload/',
  adminRetailer: '/admin/retailer/',
  adminRetailerCreate: '/admin/retailer/create/',
  /** The retailer named by the `id` query parameter. */
  adminRetailerDetails: '/admin/retailer/details/',
  adminRetailerEdit: '/admin/retailer/edit/',
  productMapping: '/product-mapping/',
  productFinder: '/product-finder/',
  retailerConfiguration: '/retailer-configuration/',
  partnerIntegration: '/partner-integration/',
} as const;
export type ClientRoute = (typeof clientRoutes)[keyof typeof clientRoutes];

/**
 * Routes a signed-out visitor may see (spec 1 §4, access guards). Sign-up is added to the spec's list:
 * a sign-up page has to be open to visitors.
 */
export const publicRoutes: readonly string[] = [
  clientRoutes.login,
  clientRoutes.createAccount,
  clientRoutes.resetPassword,
  clientRoutes.requestPasswordResetEmail,
  clientRoutes.activateDemoAccount,
];

/**
 * The search parameters that open a product's details over any signed-in screen (spec 3 §2.1), so the details are
 * a link that survives reload and can be shared: `?product=48213&productTab=pdp&productDateFrom=2026-11-01`. They
 * are prefixed: a dashboard's own address already uses `dateFrom` and `dateTo`. The main layout opens the overlay
 * while `product` is present (see `overlays` in slots.ts); `productTab` names a `productDetails.tabs` contribution.
 */
export const productDetailsParams = {
  product: 'product',
  tab: 'productTab',
  dateFrom: 'productDateFrom',
  dateTo: 'productDateTo',
  widgetId: 'productWidgetId',
} as const;

/**
 * The tabs of spec 3 §2.1, in the spec's order; their ids are the `productTab` values of the address. Here rather
 * than beside the details' schemas: the feature's route table reads them, and it loads before sign-in.
 */
export const productDetailsTabs = [
  { id: 'summary', label: 'Summary' },
  { id: 'price-availability', label: 'Price & Availability' },
  { id: 'promotions', label: 'Promotions' },
  { id: 'page-content', label: 'Page Content' },
  { id: 'reviews', label: 'Customer reviews' },
  { id: 'awards', label: 'Awards' },
  { id: 'search-results', label: 'Search results' },
  { id: 'category-listings', label: 'Category listings' },
  { id: 'pdp', label: 'PDP' },
  { id: 'trends', label: 'Trends' },
] as const;
export type ProductDetailsTabId = (typeof productDetailsTabs)[number]['id'];

/** What the product details need from the place a product was picked (spec 3 §4.1). */
export interface ProductDetailsRequest {
  productDummyId: string | number;
  /** The days the widget drew (YYYY-MM-DD), so the details open on the same period. */
  dateFrom?: string;
  dateTo?: string;
  /** The saved widget the product was picked from. */
  widgetId?: number;
}

const PRODUCT_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^[1-9]\d{0,9}$/;

/**
 * `search` with the product details of `request` open, on their first tab (opening always starts there, spec 3
 * §4.1); a period or widget the request lacks is removed, other parameters are kept.
 */
export function withProductDetails(search: URLSearchParams, request: ProductDetailsRequest): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(productDetailsParams)) next.delete(name);
  next.set(productDetailsParams.product, String(request.productDummyId));
  if (request.dateFrom) next.set(productDetailsParams.dateFrom, request.dateFrom);
  if (request.dateTo) next.set(productDetailsParams.dateTo, request.dateTo);
  if (request.widgetId !== undefined) next.set(productDetailsParams.widgetId, String(request.widgetId));
  return next;
}

/**
 * The product details an address asks for, or null when it names no usable product. A malformed day or widget id
 * is dropped rather than refusing the details: the product alone is enough to open them.
 */
export function productDetailsRequestOf(
  search: URLSearchParams,
): (ProductDetailsRequest & { productDummyId: string }) | null {
  const product = search.get(productDetailsParams.product);
  if (product === null || !PRODUCT_ID.test(product)) return null;
  const dateFrom = search.get(productDetailsParams.dateFrom);
  const dateTo = search.get(productDetailsParams.dateTo);
  const widgetId = search.get(productDetailsParams.widgetId);
  return {
    productDummyId: product,
    ...(dateFrom !== null && DAY.test(dateFrom) ? { dateFrom } : {}),
    ...(dateTo !== null && DAY.test(dateTo) ? { dateTo } : {}),
    ...(widgetId !== null && WHOLE.test(widgetId) ? { widgetId: Number(widgetId) } : {}),
  };
}

/**
 * The search parameter that opens a task's details dialog on the tasks screen (spec 3 §2.5), so a task is a link
 * that survives reload and can be mailed: `/tasks/?task=12`. Closing the dialog removes it.
 */
export const taskDetailsParams = { task: 'task' } as const;

/** The address of the tasks screen with the task's details open. */
export const taskDetailsAddress = (taskId: number): string =>
  `${clientRoutes.tasks}?${new URLSearchParams({ [taskDetailsParams.task]: String(taskId) }).toString()}`;

/** The task an address opens (`?task=` as a whole number), or null when absent or not one. */
export function taskIdOf(search: URLSearchParams): number | null {
  const raw = search.get(taskDetailsParams.task);
  if (raw === null || !WHOLE.test(raw)) return null;
  return Number(raw);
}

/*
 * The client routes of a feature live here rather than beside its schemas: the route tables import them,
 * and must not pull in the schemas (or the password rules' common-password list) with them.
 */

/** Client routes of the widget list and editor (spec 2 §2); the editor reads `?id=` as a whole number. */
export const savedWidgetRoutes = { list: '/widgets/', edit: '/widgets/edit/' } as const;

/** Client routes of the user-management screens (spec 1 §2). */
export const userManagementRoutes = {
  list: '/user-management/',
  userAdd: '/user-management/user/add/',
  /** Editing a user; the id travels as the `id` query parameter. */
  userEdit: '/user-management/user/edit/',
  roleAdd: '/user-management/role/add/',
  /** Editing a CUSTOM role; the id travels as the `id` query parameter. */
  roleEdit: '/user-management/role/edit/',
} as const;

/** Client routes of dashboards (spec 2 §2); view, edit and pdfView read `?id=` as a whole number. */
export const dashboardRoutes = {
  list: '/dashboards/',
  view: '/dashboards/view/',
  edit: '/dashboards/edit/',
  pdfView: '/dashboards/pdfView/',
} as const;

/** The `?id=` of dashboard view, edit and pdfView as a whole number, or null when absent or not one. */
export function dashboardIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * Client routes of the saved-filter screens (spec 2 §2). Edit pages name the filter in the `id` query
 * parameter. Product filters are the saved filters that narrow products, edited on their product segments.
 */
export const savedFilterScreenRoutes = {
  list: '/saved-filters/',
  create: '/saved-filters/create/',
  edit: '/saved-filters/edit/',
  productList: '/product-filters/',
  productCreate: '/product-filters/create/',
  productEdit: '/product-filters/edit/',
} as const;

/**
 * Client routes of the alert screens (spec 2 §2); edit and copy name the alert in the `id` query parameter.
 * A copy opens the form filled from the alert and saves a new one.
 */
export const alertRoutes = {
  list: '/alerts/',
  create: '/alerts/create/',
  edit: '/alerts/edit/',
  copy: '/alerts/copy/',
} as const;

/**
 * Client routes of the scheduled-export screens (spec 2 §2). The edit page creates an export without `id`
 * and edits the one its `id` query parameter names; copy fills the form from one and saves a new export.
 */
export const scheduledExportRoutes = {
  list: '/exports/scheduled/',
  edit: '/exports/scheduled/edit/',
  copy: '/exports/scheduled/copy/',
} as const;

/** The list opened at one export's runs, with one run marked: where an export's mail leads. */
export const scheduledExportRunPath = (exportId: number, instanceId: number) =>
  `${scheduledExportRoutes.list}?id=${exportId}&run=${instanceId}`;

/** The export (`?id=`) and run (`?run=`) the scheduled-export list opens at; null when absent or not whole numbers. */
export function scheduledExportRunOf(search: URLSearchParams): { exportId: number | null; instanceId: number | null } {
  const whole = (raw: string | null) => {
    if (raw === null || !/^\d+$/.test(raw)) return null;
    const id = Number(raw);
    return id > 0 && Number.isSafeInteger(id) ? id : null;
  };
  return { exportId: whole(search.get('id')), instanceId: whole(search.get('run')) };
}

/**
 * Client routes of the dataset screens (spec 2 §2). The builder starts empty, from a placed widget
 * (`?dwId=`) or from a dataset to build again (`?datasetId=`), as `datasets/context` answers them.
 */
export const datasetRoutes = {
  list: '/datasets/',
  builder: '/datasets/builder/',
} as const;

/**
 * Client routes of the DCC score (spec 2 §2): the editor of the customer's DCC versions (every member reads them, the
 * customer's administrators change them), and the test-and-compare screen scoring two versions over the same pages.
 */
export const contentScoreRoutes = {
  dccScore: '/settings/dcc-score/',
  testAndCompareDcc: '/settings/test-and-compare-dcc-score/',
} as const;

/** Client route of the visibility cluster settings (spec 1 §2). */
export const visibilityClusterRoutes = { settings: '/settings/visibility-clusters/' } as const;

/** Client route of visibility tracking (spec 3 §2, §2.8): the retailer is read from the query parameter `id`. */
export const visibilityTrackingRoutes = { tracking: '/visibility-tracking/' } as const;

/** The reference image set screen and the per-product reference images editor (spec 3 §2). */
export const referenceImageRoutes = {
  imageSimilarity: '/image-similarity/',
  productReferenceImages: '/product-reference-images/',
} as const;
