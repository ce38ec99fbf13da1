import { useState } from 'react';

/**
 * Server field errors that stay visible until their field is edited; a new answer of the server
 * shows all of its errors again (the rule of the sign-in form).
 */
export function useServerFieldErrors(fieldErrors: Record<string, string> | null | undefined) {
  const [edited, setEdited] = useState<{ fieldErrors: unknown; names: Set<string> }>({ fieldErrors, names: new Set() });
  const editedNames = edited.fieldErrors === fieldErrors ? edited.names : new Set<string>();
  return {
    serverError: (name: string) => (editedNames.has(name) ? undefined : fieldErrors?.[name]),
    markEdited: (name: string) => setEdited({ fieldErrors, names: new Set(editedNames).add(name) }),
  };
}
