import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { renderRoutes } from '@shelfsight/api-client/test-utils';
import { referenceImageMessages } from '@shelfsight/contracts';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../testing/fakeApi';
import { readOnlyUser, sampleGrid, sampleRetailers, sampleSets } from '../testing/sampleData';
import { REMOVE_SET_QUESTION } from './useSetEditing';
import { CELL_DRAWER_TITLE } from './CellDrawer';
import { CELL_SIZE, IMAGE_SIZE, INHERITED_LABEL, INHERITED_OPACITY } from './GridCellView';
import {
  PRODUCT_NOT_FOUND_TEXT,
  PRODUCT_NOT_FOUND_TITLE,
  REMOVE_COLUMN_QUESTION,
  UPLOAD_DIALOG_WIDTH,
  UploadReferenceImagesDialog,
} from './UploadReferenceImagesDialog';

const base = '/api/customer/42/reference-image';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${base}/sets`]: () => json({ sets: sampleGrid }),
    [`GET ${base}/customer-sets`]: () => json({ sets: sampleSets }),
    [`GET ${base}/retailers`]: () => json({ retailers: sampleRetailers }),
    [`POST ${base}/update-grid`]: () => json({ products: [{ productId: 101, sets: sampleGrid }] }),
    ...extra,
  });
}

const render = (product = '101', user = sampleAuthUser) =>
  renderRoutes(
    [
      {
        path: '/',
        element: <UploadReferenceImagesDialog product={product} readOnly={user === readOnlyUser} onClose={() => {}} />,
      },
    ],
    {
      preloadedState: { session: signedInSession({ user }) },
    },
  );

const drawer = async () => (await screen.findByText(CELL_DRAWER_TITLE)).closest('.ant-drawer') as HTMLElement;
const drawerShown = () => document.querySelector('.ant-drawer-open') !== null;
const cell = (name: string) => screen.getByRole('button', { name });
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const gridCalls = (server: ReturnType<typeof serve>) =>
  server.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/update-grid'));

/** A drop as the browser sends it, with or without Ctrl held (jsdom's events carry no modifier keys). */
function drop(target: HTMLElement, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}) {
  const event = createEvent.drop(target);
  Object.assign(event, { ctrlKey: false, metaKey: false, ...modifiers });
  fireEvent(target, event);
}

// Whole dialogs with antd portals: slow on a busy machine.
describe('UploadReferenceImagesDialog', { timeout: 60_000 }, () => {
  it("keeps spec 3's texts and sizes word for word (§2.2, §5, §9)", () => {
    expect(CELL_DRAWER_TITLE).toBe('Manage reference images');
    expect(INHERITED_LABEL).toBe('Inherited from Default set');
    expect(REMOVE_COLUMN_QUESTION).toBe('Proceeding will remove all images for this column.');
    expect(REMOVE_SET_QUESTION).toBe('Proceeding will remove ALL images for this set across ALL products!');
    expect(PRODUCT_NOT_FOUND_TITLE).toBe('Product not found');
    expect([CELL_SIZE, IMAGE_SIZE, UPLOAD_DIALOG_WIDTH]).toEqual([76, 60, 1400]);
  });

  it('shows the sets as rows, the default first, with numbered columns of 76 px cells in a 1400 wide dialog', async () => {
    serve();
    render();
    await screen.findByText('Grocers');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Default set');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Grocers');
    // The last position any set holds an image at is 2.
    const lastPosition = Math.max(...sampleGrid.flatMap((set) => set.images.map((image) => image.position)));
    expect(headers()).toEqual(['Set', ...Array.from({ length: lastPosition }, (_, index) => String(index + 1))]);
    expect(cell('Grocers, position 2').style.width).toBe(`${CELL_SIZE}px`);
    expect(screen.getByTestId('image-502').style.width).toBe(`${IMAGE_SIZE}px`);
    expect((screen.getByRole('dialog').closest('.ant-modal') as HTMLElement).style.width).toBe('1400px');
  });

  it('names its product under the title once the catalogue has answered', async () => {
    serve({
      'GET /api/customer/42/dashboard/filter/products': () =>
        json([{ id: 101, key: 'products:101', name: 'Nivea Soft Cream 200 ml', savedFilterIds: [] }]),
    });
    render();
    const title = (await screen.findByText('Upload reference images')).closest('.ant-modal-title') as HTMLElement;
    expect(await within(title).findByText('Nivea Soft Cream 200 ml')).toBeInTheDocument();
  });

  it('counts the further images of a cell that holds several (for different retailers of the set)', async () => {
    const extra = [503, 504].map((id) => ({ id, productId: 101, position: 1, src: `/files/${id}` }));
    const grid = sampleGrid.map((set) => (set.isDefault ? { ...set, images: [...set.images, ...extra] } : set));
    serve({ [`GET ${base}/sets`]: () => json({ sets: grid }) });
    render();
    await screen.findByText('Grocers');
    const inMain = grid[0]!.images.filter((image) => image.position === 1).length;
    expect(within(cell('Default set, position 1')).getByTitle(`+${inMain - 1}`)).toBeInTheDocument();
    expect(within(cell('Default set, position 2')).queryByTitle(/^\+/)).toBeNull();
  });

  it("shows the default set's image faded in another set's empty cell, labelled 'Inherited from Default set'", async () => {
    serve();
    render();
    await screen.findByText('Grocers');
    const inherited = within(cell('Grocers, position 2')).getByLabelText(INHERITED_LABEL);
    expect(inherited.style.opacity).toBe(String(INHERITED_OPACITY));
    expect(Number(inherited.style.opacity)).toBeLessThan(1);
    // A cell with its own image, and the default set's cells, inherit nothing.
    expect(within(cell('Grocers, position 1')).queryByLabelText(INHERITED_LABEL)).toBeNull();
    expect(screen.getAllByLabelText(INHERITED_LABEL)).toHaveLength(1);
  });

  it('moves a dragged image: it is taken out of its cell and added to the other', async () => {
    const server = serve();
    render();
    await screen.findByText('Grocers');
    fireEvent.dragStart(screen.getByTestId('image-502'));
    drop(cell('Grocers, position 2'));
    await waitFor(() => expect(gridCalls(server)).toHaveLength(1));
    expect(gridCalls(server)[0]!.body).toEqual([
      { set_id: 10, image_id: 502, position: 2, operation: 'remove', product_id: 101 },
      { set_id: 11, image_id: 502, position: 2, operation: 'add', product_id: 101 },
    ]);
  });

  it('copies a dragged image with Ctrl or Cmd held: only an add', async () => {
    const server = serve();
    render();
    await screen.findByText('Grocers');
    fireEvent.dragStart(screen.getByTestId('image-502'));
    drop(cell('Grocers, position 2'), { ctrlKey: true });
    await waitFor(() => expect(gridCalls(server)).toHaveLength(1));
    fireEvent.dragStart(screen.getByTestId('image-501'));
    drop(cell('Grocers, position 2'), { metaKey: true });
    await waitFor(() => expect(gridCalls(server)).toHaveLength(2));
    expect(gridCalls(server).map((call) => call.body)).toEqual([
      [{ set_id: 11, image_id: 502, position: 2, operation: 'add', product_id: 101 }],
      [{ set_id: 11, image_id: 501, position: 2, operation: 'add', product_id: 101 }],
    ]);
  });

  it('refuses a drop on a cell that holds an image', async () => {
    const server = serve();
    render();
    await screen.findByText('Grocers');
    fireEvent.dragStart(screen.getByTestId('image-502'));
    drop(cell('Grocers, position 1'));
    fireEvent.dragStart(screen.getByTestId('image-502'));
    drop(cell('Default set, position 2'));
    expect(gridCalls(server)).toHaveLength(0);
  });

  it('moves and copies from the keyboard: arrows move, Space picks up, Space drops, Ctrl + Space copies', async () => {
    const server = serve();
    const { user } = render();
    await screen.findByText('Grocers');
    cell('Default set, position 1').focus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Default set, position 2')).toHaveFocus();
    await user.keyboard(' ');
    expect(cell('Default set, position 2')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowDown}');
    expect(cell('Grocers, position 2')).toHaveFocus();
    await user.keyboard('{Control>} {/Control}');
    await waitFor(() => expect(gridCalls(server)).toHaveLength(1));
    cell('Default set, position 1').focus();
    await user.keyboard(' ');
    cell('Grocers, position 2').focus();
    await user.keyboard(' ');
    await waitFor(() => expect(gridCalls(server)).toHaveLength(2));
    expect(gridCalls(server).map((call) => call.body)).toEqual([
      [{ set_id: 11, image_id: 502, position: 2, operation: 'add', product_id: 101 }],
      [
        { set_id: 10, image_id: 501, position: 1, operation: 'remove', product_id: 101 },
        { set_id: 11, image_id: 501, position: 2, operation: 'add', product_id: 101 },
      ],
    ]);
  });

  it('adds an empty column, removes it at once, and asks before removing a column with images', async () => {
    const server = serve();
    const { user } = render();
    await screen.findByText('Grocers');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(headers()).toEqual(['Set', '1', '2', '3']);
    await user.click(screen.getByRole('button', { name: 'Remove column 3' }));
    expect(headers()).toEqual(['Set', '1', '2']);
    expect(screen.queryByText(REMOVE_COLUMN_QUESTION)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove column 2' }));
    expect(await screen.findByText(REMOVE_COLUMN_QUESTION)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(gridCalls(server)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove column 2' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(gridCalls(server)).toHaveLength(1));
    // Column 2 holds one image: the default set's side view.
    expect(gridCalls(server)[0]!.body).toEqual([
      { set_id: 10, image_id: 502, position: 2, operation: 'remove', product_id: 101 },
    ]);
  });

  it('removes a chosen column between others: its images go, the later columns keep their positions', async () => {
    const afterRemoval = sampleGrid.map((set) => ({
      ...set,
      images: set.images.filter((image) => image.position !== 1),
    }));
    const server = serve({
      [`POST ${base}/update-grid`]: () => json({ products: [{ productId: 101, sets: afterRemoval }] }),
    });
    const { user } = render();
    await screen.findByText('Grocers');
    await user.click(screen.getByRole('button', { name: 'Remove column 1' }));
    expect(await screen.findByText(REMOVE_COLUMN_QUESTION)).toBeInTheDocument();
    expect(screen.getByText('Remove column 1?')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(gridCalls(server)).toHaveLength(1));
    // Both sets' main images, and nothing of column 2.
    expect(gridCalls(server)[0]!.body).toEqual([
      { set_id: 10, image_id: 501, position: 1, operation: 'remove', product_id: 101 },
      { set_id: 11, image_id: 601, position: 1, operation: 'remove', product_id: 101 },
    ]);
    await waitFor(() => expect(headers()).toEqual(['Set', '2']));
    expect(within(cell('Default set, position 2')).getByTestId('image-502')).toBeInTheDocument();
    // The last column left cannot go; 'Add column' brings the removed position back first.
    expect(screen.queryByRole('button', { name: /^Remove column/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(headers()).toEqual(['Set', '1', '2']);
  });

  it("opens a cell's drawer 'Manage reference images': Cancel changes nothing, Confirm takes the image out", async () => {
    const server = serve({ [`DELETE ${base}/remove-from-set`]: () => new Response(null, { status: 204 }) });
    const { user } = render();
    await screen.findByText('Grocers');
    await user.click(cell('Default set, position 1'));
    const panel = await drawer();
    await user.click(within(panel).getByRole('checkbox', { name: 'Remove from Default set' }));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(drawerShown()).toBe(false));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(cell('Default set, position 1'));
    const again = await drawer();
    expect(within(again).getByRole('checkbox', { name: 'Remove from Default set' })).not.toBeChecked();
    await user.click(within(again).getByRole('checkbox', { name: 'Remove from Default set' }));
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true));
    const removal = server.calls.find((call) => call.method === 'DELETE')!;
    expect(removal.path).toBe(`${base}/remove-from-set`);
    expect(Object.fromEntries(removal.query)).toEqual({ productId: '101', setId: '10', imageId: '501' });
  });

  it('uploads a file into an empty cell on Confirm, and refuses a file that is not an image', async () => {
    const server = serve({ [`POST ${base}/upload`]: () => json({ sets: sampleGrid }) });
    const { user } = render();
    await screen.findByText('Grocers');
    await user.click(cell('Grocers, position 2'));
    const panel = await drawer();
    expect(within(panel).getByText(INHERITED_LABEL)).toBeInTheDocument();
    const input = within(panel).getByTestId('cell-file');
    // Dropped or picked past the accept list: the drawer checks the type itself.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(panel).findByText(referenceImageMessages.invalidType('text/plain'))).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(100)], 'side.png', { type: 'image/png' }));
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.calls.some((call) => call.path.endsWith('/upload'))).toBe(true));
    const form = server.calls.find((call) => call.path.endsWith('/upload'))!.body as FormData;
    expect(JSON.parse(form.get('object') as string)).toEqual({ set_id: 11, sequence: 2, product_id: 101 });
    // jsdom's Request does not carry a file's name or bytes through multipart; the part itself must be there.
    expect(form.has('file')).toBe(true);
    expect([...form.keys()].sort()).toEqual(['file', 'object']);
  });

  it('edits a set from its row, adds one, and deletes one other than the default after the confirmation', async () => {
    const server = serve({ [`DELETE ${base}/set/11`]: () => new Response(null, { status: 204 }) });
    const { user } = render();
    await screen.findByText('Grocers');
    expect(screen.queryByRole('button', { name: 'Delete Default set' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Grocers' }));
    const dialog = (await screen.findByText('Edit set')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Grocers');
    expect(dialog.style.width).toBe('800px');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Grocers' }));
    expect(await screen.findByText(REMOVE_SET_QUESTION)).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.calls.some((call) => call.path === `${base}/set/11`)).toBe(true));
  });

  it("shows 'Product not found' with the product id for an unknown product or one that is not a number", async () => {
    serve({
      [`GET ${base}/sets`]: () =>
        json({ statusCode: 404, error: 'Not Found', message: referenceImageMessages.productNotFound }, 404),
    });
    render('999');
    expect(await screen.findByText(PRODUCT_NOT_FOUND_TITLE)).toBeInTheDocument();
    // Spec 3 §8's message, split into the warning's title and text, with the product id.
    expect(`${PRODUCT_NOT_FOUND_TITLE}. ${PRODUCT_NOT_FOUND_TEXT}`).toBe(referenceImageMessages.productNotFound);
    expect(screen.getByText(`${PRODUCT_NOT_FOUND_TEXT} Product id: 999`)).toBeInTheDocument();
  });

  it("shows 'Product not found' without asking the server when the id is not a whole number", async () => {
    const server = serve();
    render('abc');
    expect(await screen.findByText(PRODUCT_NOT_FOUND_TITLE)).toBeInTheDocument();
    expect(screen.getByText(/Product id: abc/)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("shows 'Module not enabled' when the customer lacks the module", async () => {
    serve({
      [`GET ${base}/sets`]: () =>
        json({ statusCode: 403, error: 'Forbidden', message: referenceImageMessages.moduleNotEnabled }, 403),
    });
    render();
    expect(await screen.findByText('Module not enabled')).toBeInTheDocument();
  });

  it('shows a read-only user the grid without the column buttons, drags or drawer', async () => {
    const server = serve();
    const { user } = render('101', readOnlyUser);
    await screen.findByText('Grocers');
    expect(screen.queryByRole('button', { name: 'Add column' })).toBeNull();
    expect(screen.getByTestId('image-502')).toHaveAttribute('draggable', 'false');
    await user.click(cell('Grocers, position 2'));
    expect(screen.queryByText(CELL_DRAWER_TITLE)).toBeNull();
    expect(gridCalls(server)).toHaveLength(0);
  });
});
