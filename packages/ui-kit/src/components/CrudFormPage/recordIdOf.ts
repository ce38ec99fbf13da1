/**
 * What a form page's `?id=` asks for: `asked` when the parameter is there at all, `id` only when it is a
 * positive whole number. A page shows its 404 for an id that was asked for but is not usable.
 */
export function recordIdOf(raw: string | null): { asked: boolean; id: number | null } {
  if (raw === null) return { asked: false, id: null };
  const id = Number(raw);
  return { asked: true, id: Number.isInteger(id) && id > 0 ? id : null };
}
