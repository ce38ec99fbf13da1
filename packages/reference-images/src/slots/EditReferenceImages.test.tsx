import { createSlotRegistry, SlotsProvider, useSlot } from '@shelfsight/api-client';
import { renderRoutes } from '@shelfsight/api-client/test-utils';
import { moduleScope } from '@shelfsight/contracts';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { referenceImagesFeature } from '../feature';

/** A stand-in host of the slot, as a dialog offering actions on a product's images would mount the chosen one. */
function ImagesDialog() {
  const [action] = useSlot('productMedia.actions');
  return action ? (
    <Suspense fallback={null}>
      <action.Component productDummyId="4711" />
    </Suspense>
  ) : null;
}

function Editor() {
  const { pathname, search } = useLocation();
  return <p>Editor at {`${pathname}${search}`}</p>;
}

describe("the 'Edit reference images' action on a product's images", () => {
  it("opens the per-product editor on the product, dropping the product details' parameters", async () => {
    const registry = createSlotRegistry([referenceImagesFeature]);
    renderRoutes(
      [
        {
          path: '/dashboard/:id',
          element: (
            <SlotsProvider registry={registry} scopes={{ [moduleScope('image-similarity')]: true }}>
              <ImagesDialog />
            </SlotsProvider>
          ),
        },
        { path: '/product-reference-images/', element: <Editor /> },
      ],
      { route: '/dashboard/7?product=4711&productTab=pdp' },
    );
    expect(await screen.findByText('Editor at /product-reference-images/?id=4711')).toBeInTheDocument();
  });

  it('is the one action the feature offers there, labelled as the spec names it, for the module only', () => {
    const actions = referenceImagesFeature.contributions['productMedia.actions'];
    expect(actions.map((action) => action.label)).toEqual(['Edit reference images']);
    expect(actions.map((action) => action.module)).toEqual(['image-similarity']);
  });
});
