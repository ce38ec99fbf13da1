import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The text field a Rename button opened: antd focuses it, holding the current text. */
export async function focusedEditor(text: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.activeElement).toHaveValue(text));
  return document.activeElement as HTMLElement;
}
