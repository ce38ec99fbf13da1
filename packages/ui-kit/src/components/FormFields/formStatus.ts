/** A form item's error look and message, when there is one (spread into antd's Form.Item). */
export const fieldStatus = (message: string | undefined) =>
  message ? { validateStatus: 'error' as const, help: message } : {};

/** The first message for `field` or anything under it ('filterSet.savedFilterIds' takes '….savedFilterIds.0'). */
export function errorAt(errors: Record<string, string>, field: string): string | undefined {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key === undefined ? undefined : errors[key];
}
