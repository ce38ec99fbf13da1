import { apiPaths, buildPath, type PathParamNames, type PathParamValue } from '@shelfsight/contracts';
import { API_ROOT, type ApiRequest } from './http';

/** Where a request goes, in the form `ApiRequest`, `DownloadRequest`, `UploadRequest` and `SecondaryRequest` take. */
export type ApiTarget = Pick<ApiRequest, 'url' | 'customerScoped'>;

type OwnParamNames<P extends string> = Exclude<PathParamNames<P>, 'customerId'>;
type TargetParams<P extends string> = { [Name in OwnParamNames<P>]: PathParamValue } & { customerId?: PathParamValue };

/** A path's own params are required; `customerId` may be left out to mean the active customer. */
export type ApiTargetArgs<P extends string> = [OwnParamNames<P>] extends [never]
  ? [params?: { customerId?: PathParamValue }]
  : [params: TargetParams<P>];

const CUSTOMER_SCOPE = `${apiPaths.customerScope}/`;

/**
 * Turns a contract path (e.g. `savedWidgetPaths.widget`) and its params into the request's `url`.
 * A customer-scoped path given no `customerId` is sent for the active customer: the url loses the
 * scope prefix and `customerScoped` asks the request to put the active customer back.
 */
export function apiTarget<P extends string>(path: P, ...[params]: ApiTargetArgs<P>): ApiTarget {
  const values: Record<string, PathParamValue | undefined> = params ?? {};
  if (path.startsWith(CUSTOMER_SCOPE) && values.customerId === undefined) {
    return { url: buildPath(path.slice(CUSTOMER_SCOPE.length), values as never), customerScoped: true };
  }
  const built = buildPath(path, values as never);
  if (!built.startsWith(API_ROOT)) throw new Error(`'${path}' is not a path under ${API_ROOT}.`);
  return { url: built.slice(API_ROOT.length) };
}
