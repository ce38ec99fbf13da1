import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { ProductDetailsData } from './ProductDetailsData';

const path = 'GET /api/customer/42/products/get-details/4711';
const session = { session: signedInSession() };

describe('ProductDetailsData', () => {
  it("hands its content the product's details", async () => {
    const server = fakeRoutes({ [path]: () => jsonResponse({ rawOutput: sampleProductDetails() }) });
    renderWithProviders(
      <ProductDetailsData context={{ productDummyId: '4711', dateTo: '2026-11-27' }}>
        {(details) => <p>{details.productName}</p>}
      </ProductDetailsData>,
      { preloadedState: session },
    );
    expect(await screen.findByText(sampleProductDetails().productName)).toBeInTheDocument();
    expect(new URL(server.requests[0]!.url).searchParams.get('dateTo')).toBe('2026-11-27');
  });

  it('says an error occurred when the call fails', async () => {
    fakeRoutes({ [path]: () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders(
      <ProductDetailsData context={{ productDummyId: '4711' }}>{() => <p>never</p>}</ProductDetailsData>,
      { preloadedState: session },
    );
    expect(await screen.findByText('An error occurred, please contact support.')).toBeInTheDocument();
  });
});
