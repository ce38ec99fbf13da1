/**
 * Ends an optimistic cache change: keeps the server's answer on success (when `keep` is given) and rolls the
 * change back on failure. The failure itself is not rethrown; the mutation's caller sees it.
 */
export async function settle<T>(
  fulfilled: Promise<{ data: T }>,
  undo: () => void,
  keep?: (answer: T) => unknown,
): Promise<void> {
  try {
    const { data } = await fulfilled;
    keep?.(data);
  } catch {
    undo();
  }
}
