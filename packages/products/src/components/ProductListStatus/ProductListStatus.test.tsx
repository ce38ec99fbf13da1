import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductListStatus } from './ProductListStatus';

describe('ProductListStatus', () => {
  it.each([
    [null, 'File upload pending'],
    ['VALIDATION_SUCCESS', 'Successfully uploaded and validated'],
    ['PROCESSING_PENDING', 'File waiting for validation'],
    ['UPLOAD_FAILED', 'File uploaded failed'],
    ['PROCESSING_SUCCESS', 'Successfully processed'],
    ['PROCESSING_FAILED', 'Processing failed'],
    ['FILE_RETRIEVAL_FAILED', 'File validation failed'],
    ['INVALID_FILETYPE', 'File has invalid file format'],
    ['FILE_READ_FAILED', 'File is corrupted and cannot be opened'],
    ['INVALID_HEADER_ROW', 'Invalid header row used in file'],
    ['INVALID_DATA_ROWS', 'Invalid data found'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('shows %s as "%s"', (status, text) => {
    render(<ProductListStatus status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says a list with no file has none, and a list whose first upload runs that it is pending', () => {
    const { rerender } = render(<ProductListStatus status={null} noUploadYet />);
    expect(screen.getByText('No file uploaded')).toBeInTheDocument();
    rerender(<ProductListStatus status={null} noUploadYet={false} />);
    expect(screen.getByText('File upload pending')).toBeInTheDocument();
    rerender(<ProductListStatus status="PROCESSING_SUCCESS" noUploadYet />);
    expect(screen.getByText('Successfully processed')).toBeInTheDocument();
  });
});
