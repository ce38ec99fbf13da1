import { api } from '@shelfsight/api-client';
import type {
  LoginResponse,
  MfaConfirmRequest,
  MfaEnrolment,
  MfaRecoveryCodes,
  MfaRemoveRequest,
  MfaStatus,
  MfaVerifyRequest,
  TrustedDevice,
} from '@shelfsight/contracts';

/** Multi-factor sign-in and its management; paths are those of contracts' mfaPaths without '/api/'. */
export const mfaApi = api.enhanceEndpoints({ addTagTypes: ['MfaStatus', 'TrustedDevices'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The second sign-in step; the challenge travels as the cookie the password step set. */
    verifyMfa: build.mutation<LoginResponse, MfaVerifyRequest>({
      query: (body) => ({ url: 'auth/mfa/verify', method: 'POST', body }),
    }),
    mfaStatus: build.query<MfaStatus, void>({
      query: () => ({ url: 'auth/mfa' }),
      providesTags: ['MfaStatus'],
    }),
    startMfaEnrolment: build.mutation<MfaEnrolment, void>({
      query: () => ({ url: 'auth/mfa/enrolment', method: 'POST' }),
    }),
    confirmMfaEnrolment: build.mutation<MfaRecoveryCodes, MfaConfirmRequest>({
      query: (body) => ({ url: 'auth/mfa/enrolment/confirm', method: 'POST', body }),
      invalidatesTags: ['MfaStatus'],
    }),
    removeMfa: build.mutation<void, MfaRemoveRequest>({
      query: (body) => ({ url: 'auth/mfa/remove', method: 'POST', body }),
      invalidatesTags: ['MfaStatus', 'TrustedDevices'],
    }),
    trustedDevices: build.query<TrustedDevice[], void>({
      query: () => ({ url: 'auth/mfa/trusted-devices' }),
      transformResponse: (response: { devices: TrustedDevice[] }) => response.devices,
      providesTags: ['TrustedDevices'],
    }),
    /** Optimistic: the device leaves the list at once and comes back if the call fails. */
    revokeTrustedDevice: build.mutation<void, number>({
      query: (id) => ({ url: `auth/mfa/trusted-devices/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          mfaApi.util.updateQueryData('trustedDevices', undefined, (devices) => devices.filter((device) => device.id !== id)),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
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
