export { api, WIDGET_DATA_TAG } from './api';
export { apiTarget, type ApiTarget } from './apiTarget';
export { kyBaseQuery } from './baseQuery';
export { configureApiClient, type ApiClientConfig } from './config';
export { isCancelledError, type ApiQueryError } from './errors';
export { MissingCustomerError, type ApiRequest } from './http';
export { refreshAccessToken } from './authRetry';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { useIsReadOnly, selectIsReadOnly, selectHasPrivilege } from './session/privileges';
export {
  sessionSlice,
  initialSessionState,
  sessionStarted,
  tokenRefreshed,
  userLoaded,
  activeCustomerChanged,
  systemAdminSaved,
  loggedOut,
  selectSession,
  selectToken,
  selectAuthUser,
  selectScopes,
  selectIsAuthenticated,
  selectActiveCustomerId,
  type SessionState,
} from './session/sessionSlice';
export {
  STORAGE_KEYS,
  KEPT_ON_LOGOUT,
  loadPersistedSession,
  clearStorageOnLogout,
  getDeviceIdentifier,
} from './session/storage';
export { isLeavingForSignIn, loadSignInPage } from './session/signInPage';
export {
  rootReducer,
  makeStore,
  type LazyLoadedSlices,
  type RootState,
  type AppStore,
  type AppDispatch,
} from './store';
export { secondaryClient, type SecondaryRequest, type SecondaryResult } from './secondaryClient';
export { downloadFile, fileNameFromContentDisposition, type DownloadRequest } from './download';
export { uploadFile, type UploadRequest } from './upload';
export { ApiRequestError } from './requestError';
export { dataRetentionApi, useGetDataRetentionQuery } from './domains/dataRetentionApi';
export {
  widgetCatalogueApi,
  useGetDimensionsQuery,
  useGetTagCategoriesQuery,
  useGetFilteredMetricsQuery,
  type Dimension,
  type TagCategory,
} from './domains/widgetCatalogueApi';
export type {
  AppFeature,
  ComponentLoader,
  FeatureOverlay,
  FeatureSlice,
  HeaderItem,
  OverlayProps,
  SlotContribution,
  SlotContributions,
} from './feature';
export { SlotActionsMenu, type ActionSlotName, type SlotActionsMenuProps } from './slots/SlotActionsMenu';
export { createSlotRegistry, type BoundContribution, type BoundOverlay, type SlotRegistry } from './slots/slotRegistry';
export {
  SlotsProvider,
  useSlot,
  useSlotRegistry,
  type SlotsProviderProps,
  type UseSlotOptions,
} from './slots/SlotsProvider';
export { routePreloadOf, type PreloadStore, type RoutePreload } from './routePreload';
export { settle } from './settle';
export { startEarlyGets, EARLY_GET_KEEP_MS } from './earlyGets';
export { startBatchedPosts, BATCHED_ANSWER_KEEP_MS } from './batchedPosts';
export {
  pendingRequests,
  useRequestsQuiet,
  whenRequestsQuiet,
  whenRequestsSettle,
  whenBrowserIdle,
  REQUESTS_QUIET_MAX_WAIT_MS,
} from './requestsQuiet';
export { formErrorsOf, type FormErrors } from './formErrors';
export { useFilterSegmentItems } from './domains/filterSegmentItems';
export {
  savedWidgetsQueryApi,
  useGetSavedWidgetsQuery,
  useGetSavedWidgetQuery,
  useGetWidgetUsersQuery,
  useSavedWidgetName,
} from './domains/savedWidgetsApi';
export {
  savedFiltersApi,
  useGetSavedFiltersQuery,
  useGetProductSavedFiltersQuery,
  useGetSavedFilterQuery,
  useGetSavedFilterUsersQuery,
  useGetFilterItemsQuery,
  useGetAvailableFiltersQuery,
  useConvertSellerFilterMutation,
  useLogApplyFiltersMutation,
  useCreateSavedFilterMutation,
  useUpdateSavedFilterMutation,
  useDeleteSavedFilterMutation,
  type FilterItemsLabel,
} from './domains/savedFiltersApi';
