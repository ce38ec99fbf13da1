import type { SlotProps } from '@shelfsight/contracts';
import { Dropdown } from 'antd';
import { Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { useSlot } from './SlotsProvider';

/** The slots whose contributions are actions: each is an item of its host's menu, titled by its `label`. */
export type ActionSlotName = 'product.actions' | 'widgetCard.actions';

export interface SlotActionsMenuProps<Slot extends ActionSlotName> {
  slot: Slot;
  /** What the chosen action's component receives (the ids of the product or widget the menu is on). */
  props: SlotProps[Slot];
  /** The host's trigger, a "more" button: the menu opens on its click. */
  children: ReactElement;
}

/**
 * The contributions to an action slot as a dropdown menu on the host's trigger; nothing at all (not even the
 * trigger) while no feature contributes, as without a `SlotsProvider`. The items are the contributions' labels,
 * so opening the menu loads no feature's code. Choosing one mounts its component afresh beside the trigger: the
 * component carries the action out (opens its own dialog, calls its endpoint) and stays mounted until another
 * action is chosen or the host goes.
 */
export function SlotActionsMenu<Slot extends ActionSlotName>({ slot, props, children }: SlotActionsMenuProps<Slot>) {
  const actions = useSlot(slot);
  // `run` counts the choices, so choosing the same action again remounts its component and starts it over.
  const [chosen, setChosen] = useState<{ id: string; run: number } | null>(null);
  if (actions.length === 0) return null;
  const running = chosen ? actions.find((action) => action.id === chosen.id) : undefined;
  const Action = running?.Component as ComponentType<SlotProps[Slot]> | undefined;
  // Hosts often sit in clickable rows: the trigger's, the menu's and the action's clicks stay here (React's events
  // bubble out of the menu's and a dialog's portals to their React parents).
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Dropdown
        trigger={['click']}
        menu={{
          items: actions.map(({ id, label }) => ({ key: id, label })),
          onClick: ({ key }) => setChosen((previous) => ({ id: key, run: (previous?.run ?? 0) + 1 })),
        }}
      >
        {children}
      </Dropdown>
      {Action && chosen ? (
        <Suspense fallback={null}>
          <Action key={chosen.run} {...props} />
        </Suspense>
      ) : null}
    </span>
  );
}
