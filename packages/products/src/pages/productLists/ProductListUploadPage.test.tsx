import { configureApiClient } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { PRODUCT_LIST_STATUS_TEXTS, UPLOAD_MESSAGES } from '@shelfsight/contracts';
import { FlashProvider, germanPreview } from '@shelfsight/ui-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ProcessingWatcher from '../../components/ProcessingWatcher/ProcessingWatcher';
import { sampleDetail } from '../../testing/sampleProductLists';
import { ProductListUploadPage } from './ProductListUploadPage';

afterEach(() => localStorage.clear());

const GERMAN =
  'Brand;Product name;GTIN;Attribute: Weight (kg);Attribute: Launch\nKitchy;Mixer M3;4006381333955;1,25;31.12.2026\n';

/** A server answering the list, the preview, the upload (its multipart fields kept) and the status in order. */
function fakeServer(statuses: string[]) {
  const uploads: FormData[] = [];
  let polls = 0;
  configureApiClient({
    onUnauthorized: () => {},
    onRateLimited: () => {},
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path.endsWith('/upload/preview')) return json(germanPreview);
      if (path.endsWith('/upload')) {
        uploads.push(await request.formData());
        return json(
          {
            id: 5,
            productListId: 1,
            status: 'PROCESSING_PENDING',
            message: null,
            fileName: 'de.csv',
            rowsTotal: null,
            problems: [],
            locale: null,
          },
          202,
        );
      }
      if (path.endsWith('/products-v2/status')) {
        const status = statuses[Math.min(polls, statuses.length - 1)] ?? null;
        polls += 1;
        return json({ data: { status, fileUploadStatus: status, productListId: 1, message: null, problems: [] } });
      }
      return json(sampleDetail());
    },
  });
  return uploads;
}

// The page sets the processing flag; the poll and its dialog are the main layout's (mounted beside it here).
const open = () =>
  renderWithProviders(
    <FlashProvider>
      <ProductListUploadPage />
      <ProcessingWatcher />
    </FlashProvider>,
    { preloadedState: { session: signedInSession() }, route: '/admin/product-lists/upload/?id=1' },
  );

describe('ProductListUploadPage', () => {
  it('shows the spec text of a file the server cannot open, not the generic failure', async () => {
    configureApiClient({
      onUnauthorized: () => {},
      onRateLimited: () => {},
      fetch: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (new URL(request.url).pathname.endsWith('/upload/preview'))
          return json(
            { statusCode: 422, error: 'Unprocessable Entity', message: PRODUCT_LIST_STATUS_TEXTS.FILE_READ_FAILED },
            422,
          );
        return json(sampleDetail());
      },
    });
    open();
    expect(await screen.findByRole('link', { name: 'Download template' })).toBeInTheDocument();
    const random = Uint8Array.from({ length: 100 }, (_, index) => (index * 37) % 256);
    fireEvent.change(screen.getByTestId('upload-input'), {
      target: { files: [new File([random], 'x.xlsx')] },
    });
    // The upload card's row and the flash.
    const text = PRODUCT_LIST_STATUS_TEXTS.FILE_READ_FAILED!;
    expect(await screen.findByText(`x.xlsx: ${text}`)).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(UPLOAD_MESSAGES.generic)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Process file' })).not.toBeInTheDocument();
  });

  it('previews the detected locale, uploads with the corrected choice and the poll shows the finished dialog', async () => {
    // The status of an earlier upload is answered first: the dialog must wait for the answer after this upload.
    const uploads = fakeServer(['INVALID_DATA_ROWS', 'PROCESSING_SUCCESS']);
    const { user } = open();
    expect(await screen.findByRole('link', { name: 'Download template' })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('upload-input'), {
      target: { files: [new File([GERMAN], 'de.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByText('Semicolon (;)')).toBeInTheDocument();
    expect(screen.getByText('Day first (31.12.2026)')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Decimal mark' }));
    await user.click(await screen.findByTitle('Point (1234.5)'));
    await user.click(screen.getByRole('button', { name: 'Process file' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const sent = uploads[0]!;
    expect([sent.get('separator'), sent.get('decimalMark'), sent.get('dateOrder')]).toEqual([';', '.', 'DMY']);
    expect(sent.has('file')).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Products processing success' })).toBeInTheDocument();
    expect(localStorage.getItem('productListsProcessing:42')).toBeNull();
  });

  it('keeps the processing flag of the customer while the status is PROCESSING', async () => {
    fakeServer(['PROCESSING']);
    localStorage.setItem('productListsProcessing:42', 'true');
    open();
    expect(await screen.findByText('The file is being processed.')).toBeInTheDocument();
    expect(localStorage.getItem('productListsProcessing:42')).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the failed dialog for any other status', async () => {
    fakeServer(['INVALID_DATA_ROWS']);
    localStorage.setItem('productListsProcessing:42', 'true');
    open();
    expect(await screen.findByRole('dialog', { name: 'Products processing failed' })).toBeInTheDocument();
    expect(localStorage.getItem('productListsProcessing:42')).toBeNull();
  });
});
