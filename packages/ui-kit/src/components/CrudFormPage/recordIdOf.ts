/**
 * What a form page's `?id=` asks for: `asked` when the parameter is there at all, `id` only when it is a
 * positive whole number. A page shows its 404 for an id that was asked for but is not usable.
 */
export function recordIdOf(raw: string | null): { asked: boolean; id: number | null } {
  if (raw === null) return { asked: false, id: null };
  const id = Number(raw);
  return { asked: true, id: Number.isInteger(id) && id > 0 ? id : null };
}

/**
 * The record an edit or copy page starts from, given its `?id=` and the query that loads it: `loading` while it
 * loads, `unknown` when it was asked for but is missing or (unless copied) not the user's, else `initial`.
 */
export function editedRecordOf<Row extends { isOwnedByMe: boolean }>(
  requested: { asked: boolean; id: number | null },
  answer: { data?: Row; isLoading: boolean },
  copy = false,
): { loading: boolean; unknown: boolean; initial: Row | undefined } {
  const loading = requested.id !== null && answer.isLoading;
  const unknown = requested.asked && !loading && (!answer.data || (!copy && !answer.data.isOwnedByMe));
  return { loading, unknown, initial: requested.asked && !unknown ? answer.data : undefined };
}
