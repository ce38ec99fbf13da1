import { useState, type FormEvent } from 'react';
import { useServerFieldErrors } from './useServerFieldErrors';

export interface CheckedFormOptions<Values extends object> {
  initial: Values;
  /** The rules of contracts: an error text by field name, none when the values pass. */
  rules(values: Values): Partial<Record<keyof Values, string>>;
  /** The values sent, e.g. with their text trimmed. */
  clean(values: Values): Values;
  onSubmit(values: Values): void;
  fieldErrors: Record<string, string> | null | undefined;
}

/**
 * State of a sign-up style form: a field's own error shows from the first submit on, a server error
 * until the field is edited, and only values that pass the rules are submitted.
 */
export function useCheckedForm<Values extends object>({
  initial,
  rules,
  clean,
  onSubmit,
  fieldErrors,
}: CheckedFormOptions<Values>) {
  const [values, setValues] = useState<Values>(initial);
  const [checked, setChecked] = useState(false);
  const server = useServerFieldErrors(fieldErrors);
  const ownErrors: Partial<Record<keyof Values, string>> = checked ? rules(values) : {};

  return {
    values,
    errorOf: (name: keyof Values & string) => ownErrors[name] ?? server.serverError(name),
    change<Name extends keyof Values & string>(name: Name, value: Values[Name]) {
      setValues((current) => ({ ...current, [name]: value }));
      server.markEdited(name);
    },
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      setChecked(true);
      if (Object.keys(rules(values)).length > 0) return;
      onSubmit(clean(values));
    },
  };
}
