import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  accessToolPaths,
  type ActiveModule,
  customerPaths,
  type Impersonation,
  type ManagedUser,
  type RoleAddRequest,
  type RoleEditRequest,
  type RolesPrivilegesAndRoleUsers,
  type SetActiveModulesRequest,
  type UserAddRequest,
  type UserEditRequest,
  userManagementPaths,
  type UsersAndCustomerUsers,
} from '@shelfsight/contracts';
import { optimisticRole, optimisticUser } from './optimistic';

/**
 * Users and roles of the active customer. Creates, updates and deletes change the cached lists at
 * once and are rolled back when the server refuses (spec 1 §4); the server's answer then replaces them.
 */
export const userManagementApi = api
  .enhanceEndpoints({ addTagTypes: ['ManagedUsers', 'Roles', 'ActiveModules'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getUsers: build.query<UsersAndCustomerUsers, void>({
        query: () => apiTarget(userManagementPaths.usersAndCustomerUsers),
        providesTags: ['ManagedUsers'],
      }),
      getRoles: build.query<RolesPrivilegesAndRoleUsers, void>({
        query: () => apiTarget(userManagementPaths.rolesPrivilegesAndRoleUsers),
        providesTags: ['Roles'],
      }),
      /** System admins only; not customer-scoped (GET /api/admin/impersonations). */
      getImpersonations: build.query<{ impersonations: Impersonation[] }, void>({
        query: () => apiTarget(accessToolPaths.impersonations),
      }),
      /** The customer's modules; everyone may read them, only system admins switch them. */
      getCustomerModules: build.query<ActiveModule[], void>({
        query: () => apiTarget(customerPaths.activeModules),
        providesTags: ['ActiveModules'],
      }),
      setCustomerModules: build.mutation<ActiveModule[], SetActiveModulesRequest>({
        query: (body) => ({ ...apiTarget(customerPaths.activeModules), method: 'PUT', body }),
        // The shell's own copy of the modules (and the retailers' module) are re-read too.
        invalidatesTags: ['ActiveModules'],
      }),
      addUser: build.mutation<UsersAndCustomerUsers, UserAddRequest>({
        query: (body) => ({ ...apiTarget(userManagementPaths.userAdd), method: 'POST', body }),
        async onQueryStarted(input, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            userManagementApi.util.updateQueryData('getUsers', undefined, (draft) => {
              const user = optimisticUser(input);
              draft.users.push(user);
              draft.customerUsers.push(user.customerUser);
            }),
          );
          await settle(queryFulfilled, patch.undo, (answer) =>
            dispatch(userManagementApi.util.upsertQueryData('getUsers', undefined, answer)),
          );
        },
        invalidatesTags: ['Roles'],
      }),
      editUser: build.mutation<UsersAndCustomerUsers, UserEditRequest>({
        query: (body) => ({ ...apiTarget(userManagementPaths.userEdit), method: 'POST', body }),
        async onQueryStarted(input, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            userManagementApi.util.updateQueryData('getUsers', undefined, (draft) => {
              const index = draft.users.findIndex((user) => user.id === input.id);
              const current = draft.users[index];
              if (!current) return;
              const next: ManagedUser = { ...optimisticUser(input, current), id: current.id };
              draft.users[index] = next;
              draft.customerUsers = draft.users.map((user) => user.customerUser);
            }),
          );
          await settle(queryFulfilled, patch.undo, (answer) =>
            dispatch(userManagementApi.util.upsertQueryData('getUsers', undefined, answer)),
          );
        },
        invalidatesTags: ['Roles'],
      }),
      deactivateUser: build.mutation<UsersAndCustomerUsers, number>({
        query: (userId) => ({ ...apiTarget(userManagementPaths.userDeactivate), method: 'POST', body: { userId } }),
        async onQueryStarted(userId, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            userManagementApi.util.updateQueryData('getUsers', undefined, (draft) => {
              for (const user of draft.users) if (user.id === userId) user.customerUser.isActive = false;
              draft.customerUsers = draft.users.map((user) => user.customerUser);
            }),
          );
          await settle(queryFulfilled, patch.undo, (answer) =>
            dispatch(userManagementApi.util.upsertQueryData('getUsers', undefined, answer)),
          );
        },
      }),
      addRole: build.mutation<RolesPrivilegesAndRoleUsers, RoleAddRequest>({
        query: (body) => ({ ...apiTarget(userManagementPaths.roleAdd), method: 'POST', body }),
        async onQueryStarted(input, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            userManagementApi.util.updateQueryData('getRoles', undefined, (draft) => {
              draft.roles.push(optimisticRole(input, draft.privileges));
            }),
          );
          await settle(queryFulfilled, patch.undo, (answer) =>
            dispatch(userManagementApi.util.upsertQueryData('getRoles', undefined, answer)),
          );
        },
      }),
      editRole: build.mutation<RolesPrivilegesAndRoleUsers, RoleEditRequest>({
        query: (body) => ({ ...apiTarget(userManagementPaths.roleEdit), method: 'POST', body }),
        async onQueryStarted(input, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            userManagementApi.util.updateQueryData('getRoles', undefined, (draft) => {
              const index = draft.roles.findIndex((role) => role.id === input.id);
              const current = draft.roles[index];
              if (current) draft.roles[index] = optimisticRole(input, draft.privileges, current);
            }),
          );
          await settle(queryFulfilled, patch.undo, (answer) =>
            dispatch(userManagementApi.util.upsertQueryData('getRoles', undefined, answer)),
          );
        },
        // A changed role changes what its users may do; the user list shows role names.
        invalidatesTags: ['ManagedUsers'],
      }),
      deleteRole: build.mutation<RolesPrivilegesAndRoleUsers, number>({
        query: (id) => ({ ...apiTarget(userManagementPaths.role, { id }), method: 'DELETE' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            userManagementApi.util.updateQueryData('getRoles', undefined, (draft) => {
              draft.roles = draft.roles.filter((role) => role.id !== id);
            }),
          );
          await settle(queryFulfilled, patch.undo, (answer) =>
            dispatch(userManagementApi.util.upsertQueryData('getRoles', undefined, answer)),
          );
        },
        // Users lose a deleted role: their role columns must follow.
        invalidatesTags: ['ManagedUsers'],
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetUsersQuery,
  useGetRolesQuery,
  useGetImpersonationsQuery,
  useGetCustomerModulesQuery,
  useSetCustomerModulesMutation,
  useAddUserMutation,
  useEditUserMutation,
  useDeactivateUserMutation,
  useAddRoleMutation,
  useEditRoleMutation,
  useDeleteRoleMutation,
} = userManagementApi;
