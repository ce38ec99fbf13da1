import { type ReactNode, useState } from 'react';
import { FormPageShell, type FormPageShellProps } from '../FormFields/FormPageShell';
import type { FieldMessages } from './useFormChecks';

/** What a failed save shows: messages beside their fields, or one for the whole form. */
export interface SaveErrors {
  fields: FieldMessages;
  general: string | null;
}

/** The answer of an RTK Query mutation: its data, or its error. */
export type SaveAnswer = { data: unknown } | { error: unknown };

/** What the page hands its form: the server's messages, whether it saves, and where submit and Cancel go. */
export interface CrudFormBinding<Input> {
  submitting?: boolean;
  /** Per-field messages from the server (dotted paths). */
  fieldErrors?: FieldMessages;
  generalError?: string | null;
  onSubmit(input: Input): void;
  onCancel(): void;
}

export interface CrudFormPageProps<Input> extends Omit<FormPageShellProps, 'children'> {
  /** Creates or updates the record; the page decides which. */
  save(input: Input): Promise<SaveAnswer>;
  /** Turns a failed save's error into messages (the api-client's `formErrorsOf`). */
  errorsOf(error: unknown): SaveErrors;
  /** Back to where the form was opened from: after a save, and on Cancel. */
  onLeave(): void;
  children(form: CrudFormBinding<Input>): ReactNode;
}

const noErrors: SaveErrors = { fields: {}, general: null };

/**
 * A create / edit / copy page: the form in its card (spinner while the record loads, 404 when it is unknown),
 * saved through `save`; a success leaves the page, a failure keeps the form with the messages by their fields.
 */
export function CrudFormPage<Input>({ save, errorsOf, onLeave, children, ...shell }: CrudFormPageProps<Input>) {
  const [errors, setErrors] = useState<SaveErrors>(noErrors);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (input: Input) => {
    setErrors(noErrors);
    setSubmitting(true);
    try {
      const answer = await save(input);
      if ('error' in answer) setErrors(errorsOf(answer.error));
      else onLeave();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormPageShell {...shell}>
      {children({
        submitting,
        fieldErrors: errors.fields,
        generalError: errors.general,
        onSubmit: (input) => void submit(input),
        onCancel: onLeave,
      })}
    </FormPageShell>
  );
}
