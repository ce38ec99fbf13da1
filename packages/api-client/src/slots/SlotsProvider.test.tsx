import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppFeature } from '../feature';
import { createSlotRegistry } from './slotRegistry';
import { SlotsProvider, useSlot } from './SlotsProvider';

function ProductActions({ discover }: { discover?: boolean }) {
  const actions = useSlot('product.actions', { discover });
  return (
    <ul aria-label="Actions">
      {actions.map(({ id, label, Component }) => (
        <li key={id}>
          {label}:
          <Suspense fallback="…">
            <Component productDummyId="48213" />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}

const Compare = ({ productDummyId }: { productDummyId: string }) => <span>compare {productDummyId}</span>;
const startup: AppFeature = {
  id: 'startup',
  routes: [],
  contributions: { 'product.actions': [{ id: 'compare', label: 'Compare', load: async () => ({ default: Compare }) }] },
};
const later: AppFeature = {
  id: 'later',
  routes: [],
  contributions: {
    'product.actions': [{ id: 'task', label: 'Create task', load: async () => ({ default: () => <span>task</span> }) }],
  },
};

describe('useSlot', () => {
  it('renders nothing without a bound registry', () => {
    render(<ProductActions />);
    expect(screen.getByRole('list', { name: 'Actions' })).toBeEmptyDOMElement();
  });

  it("renders the contributions with the slot's props, and those of features brought in later", async () => {
    render(
      <SlotsProvider registry={createSlotRegistry([startup], async () => [later])}>
        <ProductActions />
      </SlotsProvider>,
    );
    expect(await screen.findByText('compare 48213')).toBeInTheDocument();
    expect(await screen.findByText('task')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Compare:compare 48213',
      'Create task:task',
    ]);
  });

  it('leaves the other features out when the host does not ask for them', async () => {
    const registry = createSlotRegistry([startup], async () => [later]);
    render(
      <SlotsProvider registry={registry}>
        <ProductActions discover={false} />
      </SlotsProvider>,
    );
    expect(await screen.findByText('compare 48213')).toBeInTheDocument();
    expect(registry.isComplete()).toBe(false);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
