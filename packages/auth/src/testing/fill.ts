import type { UserEvent } from '@testing-library/user-event';

/** Types a whole value as one paste: key-by-key typing into antd inputs is slow in jsdom. */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}
