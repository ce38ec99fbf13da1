import { apiErrorSchema } from '@shelfsight/contracts';

type ErrorResponses<S extends readonly number[]> = { [K in S[number]]: typeof apiErrorSchema };

/** The error answers of a route schema: `errorResponses(400, 401)` is `{ 400: apiErrorSchema, 401: apiErrorSchema }`. */
export function errorResponses<const S extends readonly number[]>(...statuses: S): ErrorResponses<S> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as ErrorResponses<S>;
}
