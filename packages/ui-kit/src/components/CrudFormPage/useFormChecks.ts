import type { FormInstance } from 'antd';
import { useState } from 'react';

/** Messages per field (dotted paths), as a form's own check of its values finds them. */
export type FieldMessages = Record<string, string>;

export interface FormChecks<Values> {
  /** Messages of the last attempt, kept up to date after it; null before the first attempt. */
  clientErrors: FieldMessages | null;
  /** Checks the current values: them when nothing is wrong, else null (and the messages are shown). */
  attempt(): Values | null;
  recheck(): void;
}

/**
 * A form's own check before it sends: `attempt` checks the current values and gives them back when nothing is
 * wrong; after a first attempt `recheck` (bound to the form's value changes) lets the messages follow the fields.
 */
export function useFormChecks<Values>(
  form: FormInstance<Values>,
  check: (values: Values) => FieldMessages,
): FormChecks<Values> {
  const [clientErrors, setClientErrors] = useState<FieldMessages | null>(null);
  const current = () => form.getFieldsValue(true) as Values;
  const attempt = (): Values | null => {
    const values = current();
    const found = check(values);
    setClientErrors(found);
    return Object.keys(found).length === 0 ? values : null;
  };
  const recheck = () => {
    if (clientErrors) setClientErrors(check(current()));
  };
  return { clientErrors, attempt, recheck };
}
