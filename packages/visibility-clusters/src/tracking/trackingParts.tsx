import { formErrorsOf } from '@shelfsight/api-client';
import { Alert, Button, Popconfirm } from 'antd';
import { useState } from 'react';

/** The first message of a refused call: the field the server named, else its message. */
export function refusalOf(error: unknown): string {
  const { fields, general } = formErrorsOf(error);
  return Object.values(fields)[0] ?? general ?? '';
}

/**
 * The panels' one error: `attempt` clears it, awaits a mutation and shows the server's refusal; it tells whether the
 * call went through. `alert` shows the error, closable.
 */
export function useRefusal() {
  const [error, setError] = useState<string | null>(null);
  const attempt = async (call: Promise<{ error?: unknown }>) => {
    setError(null);
    const result = await call;
    if ('error' in result) {
      setError(refusalOf(result.error));
      return false;
    }
    return true;
  };
  const clear = () => setError(null);
  const alert = error && <Alert type="error" showIcon message={error} closable onClose={clear} />;
  // `clear` is for the inputs: a refusal of what was typed goes once the user types something else.
  return { attempt, alert, clear };
}

/** The Remove column of a panel's table: asks before stopping the tracking of a row. */
export function removeColumn<Row extends { id: number; name: string }>(
  remove: (id: number) => void,
  disabled: (row: Row) => boolean = () => false,
) {
  return {
    key: 'actions',
    width: 100,
    render: (_: unknown, row: Row) => (
      <Popconfirm title={`Stop tracking ${row.name}?`} okText="Remove" onConfirm={() => remove(row.id)}>
        <Button size="small" danger disabled={disabled(row)} aria-label={`Remove ${row.name}`}>
          Remove
        </Button>
      </Popconfirm>
    ),
  };
}

/** Tracked entities by name as people read them: 'café crème' before 'Salt & Pepper Grinder', whatever the case. */
export const byName = <Row extends { name: string }>(rows: readonly Row[]): Row[] =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
