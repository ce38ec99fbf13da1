import { createSlotRegistry, useSlot } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { renderRoutes } from '@shelfsight/api-client/test-utils';
import { AppSlots } from '@shelfsight/app-shell';
import { moduleScope } from '@shelfsight/contracts';
import { referenceImagesFeature } from '@shelfsight/reference-images';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The host of the product details' images & videos dialog, reduced to its buttons' labels.
function MediaActionLabels() {
  const actions = useSlot('productMedia.actions');
  return (
    <ul aria-label="Media actions">
      {actions.map(({ id, label }) => (
        <li key={id}>{label}</li>
      ))}
    </ul>
  );
}

function renderWithScopes(scopes: Record<string, boolean>) {
  return renderRoutes(
    [
      {
        path: '/dashboards/view/',
        element: (
          <AppSlots registry={createSlotRegistry([referenceImagesFeature])}>
            <MediaActionLabels />
          </AppSlots>
        ),
      },
    ],
    { route: '/dashboards/view/?id=3', preloadedState: { session: signedInSession({ scopes }) } },
  );
}

const labels = () =>
  Array.from(screen.getByRole('list', { name: 'Media actions' }).querySelectorAll('li'), (item) => item.textContent);

describe("the app's binding of module-gated contributions", () => {
  it("offers 'Edit reference images' while the active customer has the image similarity module", async () => {
    renderWithScopes({ admin: true, [moduleScope('image-similarity')]: true });
    expect(await screen.findByText('Edit reference images')).toBeInTheDocument();
    expect(labels()).toEqual(['Edit reference images']);
  });

  it('leaves it out for a customer without the module, as the menu leaves out its tiles', async () => {
    renderWithScopes({ admin: true });
    await screen.findByRole('list', { name: 'Media actions' });
    expect(labels()).toEqual([]);
  });
});
