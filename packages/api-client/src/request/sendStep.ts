import { activeCustomerHeaders, authHeaders, http, readBody, toBody, toSearchParams } from '../http';
import { sessionOf, type RequestEnd } from './requestStep';

/** Sends the request with ky (bearer token, active customer, the steps' headers) and reads its answer. */
export const sendStep: RequestEnd = async (context) => {
  const { request, api, controller } = context;
  const session = sessionOf(api);
  const response = await http()(context.path, {
    method: request.method ?? 'GET',
    headers: {
      ...authHeaders(context.token === undefined ? session.token : context.token),
      ...activeCustomerHeaders(session.activeCustomerId),
      ...context.headers,
    },
    searchParams: toSearchParams(request.params),
    signal: controller.signal,
    ...toBody(request.body),
  });
  context.response = response;
  const data = await readBody(response);
  return response.ok ? { data } : { error: { status: response.status, data } };
};
