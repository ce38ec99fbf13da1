import { Checkbox, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/** Spec 3 §9: the retailer dialog is at most 900 wide. */
export const RETAILER_DIALOG_MAX_WIDTH = 900;

export interface RetailerOption {
  id: number;
  name: string;
  /** Why it cannot be chosen; absent when it can. */
  disabledReason?: string;
}

export interface RetailerSelection {
  /** Every retailer (Select all); the individual selection is then empty. */
  all: boolean;
  retailerIds: number[];
}

export interface RetailerSelectDialogProps {
  open: boolean;
  retailers: readonly RetailerOption[];
  /** The selection when the dialog opens; Cancel goes back to it. */
  initial: RetailerSelection;
  /** Offers Select all. */
  allowSelectAll?: boolean;
  /** Why Select all cannot be ticked; absent when it can. Done then needs a retailer. */
  selectAllDisabledReason?: string;
  onDone: (selection: RetailerSelection) => void;
  onCancel: () => void;
}

/** Matches first, then the rest (dimmed); search is case-insensitive on the display name. */
export function orderBySearch<T extends { name: string }>(retailers: readonly T[], search: string) {
  const typed = search.trim().toLowerCase();
  const matches = (retailer: T) => !typed || retailer.name.toLowerCase().includes(typed);
  return [
    ...retailers.filter(matches).map((retailer) => ({ retailer, dimmed: false })),
    ...retailers.filter((retailer) => !matches(retailer)).map((retailer) => ({ retailer, dimmed: true })),
  ];
}

/**
 * 'Select retailers' (spec 3 §2.3): a search, an optional Select all that clears the individual selection, the
 * retailers in 3 columns. The dialog works on its own copy of the selection: Done hands it over, Cancel drops it.
 */
export function RetailerSelectDialog(props: RetailerSelectDialogProps) {
  // A new copy of the initial selection each time the dialog opens.
  return props.open ? <OpenRetailerSelectDialog {...props} /> : null;
}

function OpenRetailerSelectDialog({
  retailers,
  initial,
  allowSelectAll = false,
  selectAllDisabledReason,
  onDone,
  onCancel,
}: RetailerSelectDialogProps) {
  const [selection, setSelection] = useState<RetailerSelection>(() =>
    selectAllDisabledReason ? { ...initial, all: false } : initial,
  );
  // With Select all out of reach an empty selection would still mean every retailer.
  const mayFinish = !selectAllDisabledReason || selection.retailerIds.length > 0;
  const [search, setSearch] = useState('');

  const toggle = (id: number, checked: boolean) =>
    setSelection((current) => ({
      all: false,
      retailerIds: checked ? [...current.retailerIds, id] : current.retailerIds.filter((chosen) => chosen !== id),
    }));

  return (
    <Modal
      open
      title="Select retailers"
      width="100%"
      style={{ maxWidth: RETAILER_DIALOG_MAX_WIDTH }}
      okText="Done"
      cancelText="Cancel"
      onOk={() => onDone(selection)}
      okButtonProps={{ disabled: !mayFinish }}
      onCancel={onCancel}
    >
      <Input.Search
        aria-label="Search retailers"
        placeholder="Search"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      {allowSelectAll && (
        <Checkbox
          checked={selection.all}
          disabled={selectAllDisabledReason !== undefined}
          onChange={(event) => setSelection({ all: event.target.checked, retailerIds: [] })}
          style={{ marginBottom: 12 }}
        >
          Select all
          {selectAllDisabledReason && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {selectAllDisabledReason}
            </Typography.Text>
          )}
        </Checkbox>
      )}
      <div role="list" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
        {orderBySearch(retailers, search).map(({ retailer, dimmed }) => {
          const box = (
            <Checkbox
              checked={selection.retailerIds.includes(retailer.id)}
              disabled={retailer.disabledReason !== undefined}
              onChange={(event) => toggle(retailer.id, event.target.checked)}
            >
              <Typography.Text type={dimmed ? 'secondary' : undefined}>{retailer.name}</Typography.Text>
              {retailer.disabledReason && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {retailer.disabledReason}
                </Typography.Text>
              )}
            </Checkbox>
          );
          return (
            <div key={retailer.id} role="listitem" data-dimmed={dimmed} style={{ opacity: dimmed ? 0.45 : 1 }}>
              {box}
            </div>
          );
        })}
      </div>
    </Modal>
  );
}
