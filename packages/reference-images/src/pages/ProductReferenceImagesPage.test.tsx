import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { renderRoutes } from '@shelfsight/api-client/test-utils';
import { type ProductReferenceImages, referenceImageMessages } from '@shelfsight/contracts';
import { SAMPLE_PRODUCT_FILTER_ITEMS } from '@shelfsight/product-kit/samples';
import { ConfirmProvider } from '@shelfsight/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELETE_IMAGE_QUESTION } from '../components/ReferenceImagesEditor';
import { SAVED_SUBTITLE, SAVED_TITLE } from '../components/SavedDialog';
import { ALL_RETAILERS_TAKEN, SOME_RETAILERS_TAKEN } from '../utils/editorImages';
import { fakeApi, json } from '../testing/fakeApi';
import { readOnlyUser, sampleProductImages, sampleRetailers, sampleSets } from '../testing/sampleData';
import { ProductReferenceImagesPage } from './ProductReferenceImagesPage';

const productsPath = '/api/customer/42/product-reference-image/products';
const imagesPath = '/api/customer/42/product-reference-image';

function serve(product: ProductReferenceImages, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/customer/42/reference-image/customer-sets': () => json({ sets: sampleSets }),
    'GET /api/customer/42/reference-image/retailers': () => json({ retailers: sampleRetailers }),
    'GET /api/customer/42/dashboard/filter/products': () => json(SAMPLE_PRODUCT_FILTER_ITEMS),
    [`GET ${productsPath}`]: () => json({ products: [product] }),
    ...extra,
  });
}

const render = (route: string, user = sampleAuthUser) =>
  renderRoutes(
    [
      {
        path: '/product-reference-images/',
        // The main layout's theme provider hosts the confirm dialog in the app.
        element: (
          <ConfirmProvider>
            <ProductReferenceImagesPage />
          </ConfirmProvider>
        ),
      },
    ],
    {
      route,
      preloadedState: { session: signedInSession({ user }) },
    },
  );

const noImages: ProductReferenceImages = { productId: 102, referenceImages: [] };
const png = (name = 'dove.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
/** Chooses a file the way a drop does, whatever the input's accept list says. */
function pick(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}
const cards = () => screen.getAllByRole('generic', { name: /^Reference image / });

// Whole screens with antd dialogs: slow on a busy machine.
describe('ProductReferenceImagesPage', { timeout: 60_000 }, () => {
  it("starts a product without images with one blank main image, the secondary image 'Not available yet'", async () => {
    serve(noImages);
    render('/product-reference-images/?id=102');
    expect(await screen.findByRole('heading', { name: 'Reference images' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Upload an image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not available yet' })).toBeDisabled();
    // Nothing pending yet, and a lone blank cannot be deleted.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('puts a new blank on top with + Add and removes a blank locally', async () => {
    const server = serve(sampleProductImages);
    const { user } = render('/product-reference-images/?id=101');
    await screen.findByRole('heading', { name: 'Reference images' });
    expect(cards()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '+ Add' }));
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toHaveAccessibleName('Reference image New image');
    expect(cards()[1]).toHaveAccessibleName('Reference image nivea-creme.png');
    await user.click(screen.getByRole('button', { name: 'Delete New image' }));
    expect(cards()).toHaveLength(1);
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('deletes a stored image on the server, by its position and retailers, then shows a blank', async () => {
    const server = serve(sampleProductImages, {
      [`DELETE ${imagesPath}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = render('/product-reference-images/?id=101');
    await screen.findByRole('heading', { name: 'Reference images' });
    // One stored image may be deleted: it is not new. It goes from the server at once, so it asks first.
    await user.click(screen.getByRole('button', { name: 'Delete nivea-creme.png' }));
    let question = await screen.findByRole('dialog');
    expect(within(question).getByText(DELETE_IMAGE_QUESTION)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(cards()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete nivea-creme.png' }));
    question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true));
    const query = server.calls.find((call) => call.method === 'DELETE')!.query;
    expect(Object.fromEntries(query)).toEqual({ productId: '101', imageSequence: '1', retailerIds: '', setId: '10' });
    expect(await screen.findByRole('button', { name: 'Upload an image' })).toBeInTheDocument();
  });

  it('shows the message of a refused delete and keeps the image', async () => {
    serve(sampleProductImages, {
      [`DELETE ${imagesPath}`]: () =>
        json({ statusCode: 422, error: 'Unprocessable', message: referenceImageMessages.imageNotFound }, 422),
    });
    const { user } = render('/product-reference-images/?id=101');
    await screen.findByRole('heading', { name: 'Reference images' });
    await user.click(screen.getByRole('button', { name: 'Delete nivea-creme.png' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(referenceImageMessages.imageNotFound)).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it('refuses a file of another type or over 5 MB before anything is sent', async () => {
    serve(noImages);
    render('/product-reference-images/?id=102');
    await screen.findByRole('heading', { name: 'Reference images' });
    const input = screen.getByTestId(/^file-/);
    // Past the picker's accept list, as a dropped file would be.
    pick(input, new File(['BM'], 'logo.bmp', { type: 'image/bmp' }));
    expect(await screen.findByText('image/bmp invalid image type')).toBeInTheDocument();
    pick(input, png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(referenceImageMessages.tooLarge)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves a new image for the chosen retailers as multipart and says when results come', async () => {
    const stored: ProductReferenceImages = {
      productId: 102,
      referenceImages: [
        {
          ...sampleProductImages.referenceImages[0]!,
          id: 601,
          filename: 'dove.png',
          retailers: [{ id: 2, name: 'Boots', referenceImageId: 601, added: '2026-11-29T10:00:00.000Z' }],
          checks: [{ retailerId: 2, status: 'in_progress', score: null, checkedOn: null, nextCheckOn: null }],
        },
      ],
    };
    const server = serve(noImages, { [`POST ${imagesPath}`]: () => json(stored) });
    const { user } = render('/product-reference-images/?id=102');
    await screen.findByRole('heading', { name: 'Reference images' });
    await user.upload(screen.getByTestId(/^file-/), png());
    await user.click(screen.getByRole('button', { name: 'Select retailers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Select retailers')).toBeInTheDocument();
    // No module: not offered.
    expect(within(dialog).getByRole('checkbox', { name: /Superdrug/ })).toBeDisabled();
    expect(within(dialog).getByText(referenceImageMessages.retailerModuleMissing)).toBeInTheDocument();
    // Only the default set's retailers.
    expect(within(dialog).queryByText('Tesco')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Boots' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SAVED_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SAVED_SUBTITLE)).toBeInTheDocument();
    const post = server.calls.find((call) => call.method === 'POST')!;
    const form = post.body as FormData;
    const object = JSON.parse(form.get('productReferenceImagesObject') as string) as {
      referenceImages: { id: string; imageSequence: number; retailerIds: number[] }[];
    };
    expect(object).toMatchObject({ productId: 102, setId: 10 });
    expect(object.referenceImages).toEqual([{ id: expect.any(String), imageSequence: 1, retailerIds: [2] }]);
    // One file part, named by the image's key (the test environment's multipart does not keep the file itself).
    expect([...form.keys()].sort()).toEqual([object.referenceImages[0]!.id, 'productReferenceImagesObject'].sort());
    // The product is replaced by the answer: the check is under way and nothing is pending.
    expect(screen.getByText('Check in progress')).toBeInTheDocument();
    // Behind the open dialog.
    expect(screen.getByText('Save').closest('button')).toBeDisabled();
  });

  it('does not save an image for all retailers beside one naming retailers; the picker offers neither', async () => {
    const named: ProductReferenceImages = {
      productId: 101,
      referenceImages: [
        {
          ...sampleProductImages.referenceImages[0]!,
          retailers: [1, 2].map((id) => ({
            id,
            name: sampleRetailers.find((retailer) => retailer.id === id)!.name,
            referenceImageId: 501,
            added: '2026-11-20T09:00:00.000Z',
          })),
        },
      ],
    };
    const server = serve(named, { [`POST ${imagesPath}`]: () => json(named) });
    const { user } = render('/product-reference-images/?id=101');
    await screen.findByRole('heading', { name: 'Reference images' });
    await user.click(screen.getByRole('button', { name: '+ Add' }));
    await user.upload(screen.getAllByTestId(/^file-/)[0]!, png());

    // The new image's picker: the named retailers are taken, and so is 'all'.
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Select retailers' }));
    let dialog = await screen.findByRole('dialog');
    for (const name of ['Amazon UK', 'Boots'])
      expect(within(dialog).getByRole('checkbox', { name: new RegExp(name) })).toBeDisabled();
    expect(within(dialog).getAllByText(referenceImageMessages.retailerUsedByOtherImage)).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: /Select all/ })).toBeDisabled();
    expect(within(dialog).getByText(SOME_RETAILERS_TAKEN)).toBeInTheDocument();
    // Nothing chosen would mean every retailer.
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Left on 'All retailers', Save names the clash and sends nothing.
    expect(within(cards()[0]!).getByText('All retailers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`${referenceImageMessages.retailerUsedByOtherImage}: Amazon UK, Boots`),
    ).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    // The stored image's picker, beside the new one for all retailers: nothing is left.
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Select retailers' }));
    dialog = await screen.findByRole('dialog');
    for (const name of ['Amazon UK', 'Boots'])
      expect(within(dialog).getByRole('checkbox', { name: new RegExp(name) })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /Select all/ })).toBeDisabled();
    expect(within(dialog).getByText(ALL_RETAILERS_TAKEN)).toBeInTheDocument();
  });

  it('offers only free retailers beside a stored image for all retailers, and refuses the clash on Save', async () => {
    const server = serve(sampleProductImages, { [`POST ${imagesPath}`]: () => json(sampleProductImages) });
    const { user } = render('/product-reference-images/?id=101');
    await screen.findByRole('heading', { name: 'Reference images' });
    await user.click(screen.getByRole('button', { name: '+ Add' }));
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Select retailers' }));
    const dialog = await screen.findByRole('dialog');
    for (const name of ['Amazon UK', 'Boots'])
      expect(within(dialog).getByRole('checkbox', { name: new RegExp(name) })).toBeDisabled();
    expect(within(dialog).getByText(ALL_RETAILERS_TAKEN)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Two images for all retailers.
    await user.upload(screen.getAllByTestId(/^file-/)[0]!, png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(referenceImageMessages.sameRetailersAndSequence)).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the text for the server's 'file-could-not-be-uploaded'", async () => {
    serve(noImages, {
      [`POST ${imagesPath}`]: () =>
        json({ statusCode: 400, error: 'Bad Request', message: referenceImageMessages.fileMissing }, 400),
    });
    const { user } = render('/product-reference-images/?id=102');
    await screen.findByRole('heading', { name: 'Reference images' });
    await user.upload(screen.getByTestId(/^file-/), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('File could not be uploaded. Please try another file or contact support.'),
    ).toBeInTheDocument();
  });

  it('shows the similarity in percent to system admins only', async () => {
    serve(sampleProductImages);
    render('/product-reference-images/?id=101');
    const badge = await screen.findByText('Highly similar');
    expect(badge).toHaveTextContent(/^Highly similar$/);
  });

  it('shows the similarity in percent to a system admin', async () => {
    serve(sampleProductImages);
    render('/product-reference-images/?id=101', { ...sampleAuthUser, isSystemAdmin: true });
    // 87.4 rounded to a whole percent (spec 3 §9).
    const tag = await screen.findByText(/^Highly similar/);
    expect(tag.textContent).toMatch(new RegExp(`· ${Math.round(87.4)}%$`));
  });

  it('shows a read-only user the images without the buttons that change them', async () => {
    serve(sampleProductImages);
    render('/product-reference-images/?id=101', readOnlyUser);
    await screen.findByRole('heading', { name: 'Reference images' });
    expect(screen.getByText('Highly similar')).toBeInTheDocument();
    for (const name of ['+ Add', 'Save', 'Select retailers', /^Delete/])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it("shows 'Module not enabled' when the customer lacks the module", async () => {
    serve(noImages, {
      'GET /api/customer/42/reference-image/customer-sets': () =>
        json({ statusCode: 403, error: 'Forbidden', message: referenceImageMessages.moduleNotEnabled }, 403),
    });
    render('/product-reference-images/?id=102');
    expect(await screen.findByText('Module not enabled')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reference images' })).toBeNull();
  });
});
