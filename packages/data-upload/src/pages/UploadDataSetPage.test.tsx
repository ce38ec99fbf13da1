import { configureApiClient } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { jsonResponse, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { FilePreview, IngestJob } from '@shelfsight/contracts';
import { FlashProvider, germanMarketPreview } from '@shelfsight/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rejectedJob, sampleJob } from '../components/sampleJobs';
import { UploadDataSetPage } from './UploadDataSetPage';

const CSV = `day,retailer,gtin,listed,sellingPrice,currency\n${'2026-03-01,amazon-de,4006381333931,true,19.99,EUR\n'.repeat(3)}`;

const plainPreview: FilePreview = {
  format: 'csv',
  detected: { separator: ',', decimalMark: '.', dateOrder: 'YMD' },
  header: ['day', 'retailer', 'gtin', 'listed', 'sellingPrice', 'currency'],
  rows: [['2026-03-01', 'amazon-de', '4006381333931', 'true', '19.99', 'EUR']],
};

/**
 * A server that previews a file (`preview`, by default the upload's answer if that is an error), takes the
 * upload and then answers the job's progress in `progress` order. The upload's form fields are kept.
 */
function fakeIngestServer(upload: () => Response, progress: IngestJob[], preview = () => jsonResponse(plainPreview)) {
  const requests: { method: string; path: string }[] = [];
  const sent: Record<string, string>[] = [];
  let polls = 0;
  configureApiClient({
    onUnauthorized: () => {},
    onRateLimited: () => {},
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      requests.push({ method: request.method, path });
      if (request.method === 'POST' && path.endsWith('/preview')) return preview();
      if (request.method === 'POST') {
        const form = await request.formData();
        sent.push(
          Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<
            string,
            string
          >,
        );
        return upload();
      }
      const answer = progress[Math.min(polls, progress.length - 1)];
      polls += 1;
      return jsonResponse(answer);
    },
  });
  return { requests, sent };
}

function open() {
  return renderWithProviders(
    <FlashProvider>
      <UploadDataSetPage />
    </FlashProvider>,
    { preloadedState: { session: signedInSession() } },
  );
}

/** Texts of the error flashes on screen. */
const flashed = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent ?? '');
const choose = (file: File) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
const csvFile = (text = CSV, name = 'march.csv') => new File([text], name, { type: 'text/csv' });
const confirm = async () => fireEvent.click(await screen.findByRole('button', { name: 'Upload data set' }));

describe('UploadDataSetPage', () => {
  it('uploads the file, follows the job while it runs and shows what was stored', async () => {
    const queued = sampleJob({ state: 'queued', rowsRead: 0, rowsStored: 0 });
    const { requests } = fakeIngestServer(
      () => jsonResponse(queued, 202),
      [
        sampleJob({ state: 'validating', rowsRead: 3, rowsStored: 0 }),
        sampleJob({ rowsRead: 3, rowsStored: 3, rowsReplaced: 1 }),
      ],
    );
    open();
    choose(csvFile());
    await confirm();
    expect(await screen.findByText(/Checking every row… 3 rows read/)).toBeInTheDocument();
    expect(
      await screen.findByText('3 observations stored, 1 of them replaced observations already stored.'),
    ).toBeInTheDocument();
    expect(requests.slice(0, 3)).toEqual([
      { method: 'POST', path: '/api/customer/42/upload-data-set/preview' },
      { method: 'POST', path: '/api/customer/42/upload-data-set' },
      { method: 'GET', path: `/api/customer/42/ingest/${queued.id}` },
    ]);
  });

  it('shows the detected locale and first rows of a German file and sends the corrected choice', async () => {
    const { sent } = fakeIngestServer(
      () => jsonResponse(sampleJob({ state: 'queued' }), 202),
      [sampleJob()],
      () => jsonResponse(germanMarketPreview),
    );
    open();
    choose(csvFile('day;retailer\n'.repeat(10), 'preise.csv'));
    const rows = within(await screen.findByRole('table', { name: 'First rows' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(germanMarketPreview.rows);
    expect(screen.getByText('Semicolon (;)')).toBeInTheDocument();
    expect(screen.getByText('Comma (1234,5)')).toBeInTheDocument();
    expect(screen.getByText('Day first (31.12.2026)')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date order' }));
    fireEvent.click(await screen.findByTitle('Month first (12/31/2026)'));
    await confirm();
    await waitFor(() => expect(sent).toEqual([{ ...germanMarketPreview.detected, dateOrder: 'MDY' }]));
  });

  it('lists the problems of a rejected file by row and column', async () => {
    fakeIngestServer(() => jsonResponse(sampleJob({ state: 'queued' }), 202), [rejectedJob]);
    open();
    choose(csvFile());
    await confirm();
    expect(
      await screen.findByText('Nothing was stored: fix these problems and upload the file again.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['14', 'day', 'Not a date: use YYYY-MM-DD'],
      ['14', 'sellingPrice', 'Not a number: use a point for decimals, e.g. 19.99'],
      ['212', 'gtin', 'Unknown product'],
    ]);
  });

  it('flashes the upload messages of the spec for refused files, before and after sending', async () => {
    const tooLarge = () =>
      jsonResponse(
        {
          statusCode: 413,
          error: 'Payload Too Large',
          message: 'File size exceeded: please upload a file smaller than 5 MB.',
        },
        413,
      );
    fakeIngestServer(tooLarge, [], tooLarge);
    const { unmount } = open();
    choose(new File(['x'.repeat(200)], 'notes.txt', { type: 'text/plain' }));
    expect(await flashed()).toContain('unsupported-filetype');
    unmount();
    open();
    choose(csvFile());
    await waitFor(async () =>
      expect(await flashed()).toContain('File size exceeded: please upload a file smaller than 5 MB.'),
    );
  });

  it('offers the CSV template for download', () => {
    open();
    const link = screen.getByRole('link', { name: 'Download the CSV template' });
    expect(link).toHaveAttribute('download', 'observations-template.csv');
    expect(link.getAttribute('href')).toMatch(/^data:text\/csv/);
  });
});
