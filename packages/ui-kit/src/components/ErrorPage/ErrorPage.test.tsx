import { render, screen } from '@testing-library/react';
import { ErrorPage, NotFoundPage } from './ErrorPage';
import { ErrorPageBoundary } from './ErrorPageBoundary';

describe('ErrorPage', () => {
  it('shows the not-found texts for 404 and does not report', () => {
    const onReport = vi.fn();
    render(<ErrorPage status={404} onReport={onReport} />);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByText('The page you try to visit does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(onReport).not.toHaveBeenCalled();
  });

  it('treats any other status as a failure, defaulting to 500, and reports it', () => {
    const onReport = vi.fn();
    render(<ErrorPage message="Widget query timed out" homeHref="/dashboards/" onReport={onReport} />);
    expect(screen.getByText('Oops, something went wrong!')).toBeInTheDocument();
    expect(
      screen.getByText('You have encountered a technical issue. The bug will automatically be reported.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Widget query timed out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/dashboards/');
    expect(onReport).toHaveBeenCalledWith({ status: 500, message: 'Widget query timed out' });
  });

  it('shows the failure texts for a 403 as well', () => {
    render(<ErrorPage status={403} />);
    expect(screen.getByText('Oops, something went wrong!')).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('says the page could not be found', () => {
    render(<NotFoundPage />);
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('ErrorPageBoundary', () => {
  function Broken(): never {
    throw new Error('theme failed to load');
  }

  it('falls back to a plain message with a link home when the error page throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <ErrorPageBoundary homeHref="/home/" onError={onError}>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/home/');
    expect(onError).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('renders the error page when nothing fails', () => {
    render(
      <ErrorPageBoundary>
        <ErrorPage status={404} />
      </ErrorPageBoundary>,
    );
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
