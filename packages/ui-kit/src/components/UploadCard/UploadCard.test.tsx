import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadCard } from './UploadCard';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function fileOf(name: string, type: string, size = 2_000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A promise the test settles by hand, standing in for the network. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const zone = () => screen.getByRole('button', { name: 'Click or drag a file to this area to upload' });
const drop = (files: File[]) => fireEvent.drop(zone(), { dataTransfer: { files } });

describe('UploadCard', () => {
  it('uploads a picked file, showing progress and then the file name with a check', async () => {
    const user = userEvent.setup();
    const upload = deferred();
    let report: (percent: number) => void = () => {};
    const onUpload = vi.fn((_file: File, { onProgress }: { onProgress: (percent: number) => void }) => {
      report = onProgress;
      return upload.promise;
    });
    render(<UploadCard onUpload={onUpload} accept={['xlsx', 'csv']} />);

    await user.upload(screen.getByTestId('upload-input'), fileOf('assortment-q3.xlsx', XLSX));
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'assortment-q3.xlsx' }), expect.anything());

    act(() => report(42));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');

    await act(async () => upload.resolve());
    expect(await screen.findByText('assortment-q3.xlsx')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'uploaded' })).toBeInTheDocument();
  });

  it('disables itself in single mode once a file is present, until it is removed', async () => {
    const user = userEvent.setup();
    render(<UploadCard onUpload={() => Promise.resolve()} />);
    drop([fileOf('eans.csv', 'text/csv')]);
    await screen.findByRole('img', { name: 'uploaded' });
    expect(zone()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('upload-input')).toBeDisabled();

    drop([fileOf('more-eans.csv', 'text/csv')]);
    expect(screen.queryByText('more-eans.csv')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove eans.csv' }));
    expect(zone()).toHaveAttribute('aria-disabled', 'false');
  });

  it('refuses several files dropped in single mode', () => {
    const onUpload = vi.fn(() => Promise.resolve());
    const onError = vi.fn();
    render(<UploadCard onUpload={onUpload} onError={onError} />);
    drop([fileOf('a.csv', 'text/csv'), fileOf('b.csv', 'text/csv')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Only one file can be uploaded at a time..');
    expect(onUpload).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('Only one file can be uploaded at a time..', null);
  });

  it('marks invalid files as failed without uploading them', () => {
    const onUpload = vi.fn(() => Promise.resolve());
    render(<UploadCard multiple onUpload={onUpload} />);
    drop([fileOf('manual.pdf', 'application/pdf'), fileOf('tiny.csv', 'text/csv', 40)]);
    expect(screen.getAllByText('Error uploading')).toHaveLength(2);
    expect(screen.getByText('manual.pdf: unsupported-filetype')).toBeInTheDocument();
    expect(screen.getByText('tiny.csv: empty-file')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads several files one after the other and shows server errors', async () => {
    const first = deferred();
    const second = deferred();
    const onUpload = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const onError = vi.fn();
    render(<UploadCard multiple onUpload={onUpload} onError={onError} />);
    drop([fileOf('front.png', 'image/png'), fileOf('back.jpg', 'image/jpeg')]);

    await screen.findByText('Uploading...');
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(within(list).getByText('back.jpg')).toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledTimes(1);

    await act(async () => first.reject(new Error('socket hang up')));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(2));
    expect(
      screen.getByText('front.png: Something went wrong. Please try again or contact support.'),
    ).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      'Something went wrong. Please try again or contact support.',
      expect.objectContaining({ name: 'front.png' }),
    );

    await act(async () => second.reject(new Error('File size exceeded: please upload a file smaller than 64 MB.')));
    expect(
      await screen.findByText('back.jpg: File size exceeded: please upload a file smaller than 64 MB.'),
    ).toBeInTheDocument();
  });

  it('sizes the list at 85 per item and at most 340', () => {
    render(<UploadCard multiple onUpload={() => new Promise(() => {})} />);
    drop([fileOf('1.png', 'image/png'), fileOf('2.png', 'image/png')]);
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(list).toHaveStyle({ height: '170px' });
    drop(['3', '4', '5', '6'].map((name) => fileOf(`${name}.png`, 'image/png')));
    expect(list).toHaveStyle({ height: '340px' });
  });
});

describe('UploadCard hint', () => {
  it('names the accepted types and their limits', () => {
    render(<UploadCard onUpload={() => Promise.resolve()} accept={['xlsx', 'csv', 'png']} />);
    expect(screen.getByText('XLSX or CSV up to 5 MB; PNG up to 64 MB')).toBeInTheDocument();
  });
});
