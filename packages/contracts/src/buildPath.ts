/** The `:name` placeholders of a contract path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParamValue = string | number;

/** The values a contract path needs, one per placeholder. */
export type PathParams<P extends string> = { [Name in PathParamNames<P>]: PathParamValue };

/** A path without placeholders takes no params; one with placeholders must name them all. */
export type PathParamsArg<P extends string> = [PathParamNames<P>] extends [never]
  ? [params?: Record<string, never>]
  : [params: PathParams<P>];

const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Fills the `:name` placeholders of a contract path (e.g. `savedWidgetPaths.widget`) with encoded values,
 * so client and server spell each path once. A missing value throws rather than sending `:id` to the server.
 */
export function buildPath<P extends string>(path: P, ...[params]: PathParamsArg<P>): string {
  const values: Record<string, PathParamValue | undefined> = params ?? {};
  return path.replace(PLACEHOLDER, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`The path '${path}' needs a value for ':${name}'.`);
    return encodeURIComponent(String(value));
  });
}
