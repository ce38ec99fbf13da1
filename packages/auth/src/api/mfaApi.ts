import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  type LoginResponse,
  type MfaConfirmRequest,
  type MfaEnrolment,
  mfaPaths,
  type MfaRecoveryCodes,
  type MfaRemoveRequest,
  type MfaStatus,
  type MfaVerifyRequest,
  type TrustedDevice,
} from '@shelfsight/contracts';

/** Multi-factor sign-in and its management. */
export const mfaApi = api.enhanceEndpoints({ addTagTypes: ['MfaStatus', 'TrustedDevices'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The second sign-in step; the challenge travels as the cookie the password step set. */
    verifyMfa: build.mutation<LoginResponse, MfaVerifyRequest>({
      query: (body) => ({ ...apiTarget(mfaPaths.verify), method: 'POST', body }),
    }),
    mfaStatus: build.query<MfaStatus, void>({
      query: () => apiTarget(mfaPaths.status),
      providesTags: ['MfaStatus'],
    }),
    startMfaEnrolment: build.mutation<MfaEnrolment, void>({
      query: () => ({ ...apiTarget(mfaPaths.enrolment), method: 'POST' }),
    }),
    confirmMfaEnrolment: build.mutation<MfaRecoveryCodes, MfaConfirmRequest>({
      query: (body) => ({ ...apiTarget(mfaPaths.confirmEnrolment), method: 'POST', body }),
      invalidatesTags: ['MfaStatus'],
    }),
    removeMfa: build.mutation<void, MfaRemoveRequest>({
      query: (body) => ({ ...apiTarget(mfaPaths.remove), method: 'POST', body }),
      invalidatesTags: ['MfaStatus', 'TrustedDevices'],
    }),
    trustedDevices: build.query<TrustedDevice[], void>({
      query: () => apiTarget(mfaPaths.trustedDevices),
      transformResponse: (response: { devices: TrustedDevice[] }) => response.devices,
      providesTags: ['TrustedDevices'],
    }),
    /** Optimistic: the device leaves the list at once and comes back if the call fails. */
    revokeTrustedDevice: build.mutation<void, number>({
      query: (id) => ({ ...apiTarget(mfaPaths.trustedDevice, { id }), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          mfaApi.util.updateQueryData('trustedDevices', undefined, (devices) =>
            devices.filter((device) => device.id !== id),
          ),
        );
        await settle(queryFulfilled, patch.undo);
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useVerifyMfaMutation,
  useMfaStatusQuery,
  useStartMfaEnrolmentMutation,
  useConfirmMfaEnrolmentMutation,
  useRemoveMfaMutation,
  useTrustedDevicesQuery,
  useRevokeTrustedDeviceMutation,
} = mfaApi;
