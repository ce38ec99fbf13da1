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

  describe("a contribution's module", () => {
    const gated: AppFeature = {
      id: 'gated',
      routes: [],
      contributions: {
        'product.actions': [
          {
            id: 'edit-images',
            label: 'Edit images',
            module: 'image-similarity',
            load: async () => ({ default: () => <span>images</span> }),
          },
        ],
      },
    };
    const labels = () => screen.getAllByRole('listitem').map((item) => item.textContent);

    it('shows the contribution while the scopes hold its module, beside those that need none', async () => {
      render(
        <SlotsProvider registry={createSlotRegistry([startup, gated])} scopes={{ 'module:image-similarity': true }}>
          <ProductActions />
        </SlotsProvider>,
      );
      expect(await screen.findByText('images')).toBeInTheDocument();
      expect(labels()).toEqual(['Compare:compare 48213', 'Edit images:images']);
    });

    it.each([
      ['the module is off', { 'module:image-similarity': false, admin: true }],
      ['the scopes lack it', { admin: true }],
      ['no scopes are bound', undefined],
    ])('leaves it out when %s, keeping the others', async (_, scopes) => {
      render(
        <SlotsProvider registry={createSlotRegistry([startup, gated])} scopes={scopes}>
          <ProductActions />
        </SlotsProvider>,
      );
      expect(await screen.findByText('compare 48213')).toBeInTheDocument();
      expect(labels()).toEqual(['Compare:compare 48213']);
    });

    it('shows it once the scopes change to hold the module (another customer chosen)', async () => {
      const registry = createSlotRegistry([startup, gated]);
      const { rerender } = render(
        <SlotsProvider registry={registry} scopes={{}}>
          <ProductActions />
        </SlotsProvider>,
      );
      await screen.findByText('compare 48213');
      expect(screen.queryByText('Edit images:', { exact: false })).toBeNull();
      rerender(
        <SlotsProvider registry={registry} scopes={{ 'module:image-similarity': true }}>
          <ProductActions />
        </SlotsProvider>,
      );
      expect(await screen.findByText('images')).toBeInTheDocument();
    });
  });
});
