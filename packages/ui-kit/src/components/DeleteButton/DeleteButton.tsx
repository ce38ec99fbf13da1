import { Button, Popconfirm } from 'antd';

export interface DeleteButtonProps {
  /** What kind of thing it is, as the question names it ("dataset", "alert"). */
  kind: string;
  /** The thing's own name: in the question and in the button's accessible name. */
  name: string;
  /** What deleting it means for others, under the question. */
  consequence: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/** A list row's small Delete button that asks first: deleting cannot be undone. */
export function DeleteButton({ kind, name, consequence, onConfirm, disabled }: DeleteButtonProps) {
  return (
    <Popconfirm
      title={`Delete the ${kind} "${name}"?`}
      description={consequence}
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger aria-label={`Delete ${name}`} disabled={disabled}>
        Delete
      </Button>
    </Popconfirm>
  );
}
