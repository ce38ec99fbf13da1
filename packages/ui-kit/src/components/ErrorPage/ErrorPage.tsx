import { Button, Result, Typography } from 'antd';
import { useEffect } from 'react';

export const ERROR_PAGE_TEXTS = {
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you try to visit does not exist.',
  errorTitle: 'Oops, something went wrong!',
  errorText: 'You have encountered a technical issue. The bug will automatically be reported.',
  unknownRoute: 'This page could not be found',
  home: 'Home page',
} as const;

export interface ErrorPageProps {
  /** HTTP-like status; anything but 404 is treated as a failure. Defaults to 500. */
  status?: number;
  /** The specific message (from the error or the /error/:message route), shown under the text. */
  message?: string;
  homeHref?: string;
  /** Called once for every status but 404: the app sends the report the page promises. */
  onReport?: (report: { status: number; message?: string }) => void;
}

/** Full-page error of the empty layout (spec 1 §2, §8). */
export function ErrorPage({ status = 500, message, homeHref = '/', onReport }: ErrorPageProps) {
  const notFound = status === 404;

  useEffect(() => {
    if (!notFound) onReport?.({ status, message });
    // Report once per distinct failure, not on every parent re-render with a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notFound, status, message]);

  return (
    <Result
      status={notFound ? '404' : '500'}
      title={notFound ? ERROR_PAGE_TEXTS.notFoundTitle : ERROR_PAGE_TEXTS.errorTitle}
      subTitle={
        <>
          <Typography.Paragraph type="secondary">
            {notFound ? ERROR_PAGE_TEXTS.notFoundText : ERROR_PAGE_TEXTS.errorText}
          </Typography.Paragraph>
          {message ? (
            <Typography.Paragraph type="secondary" code data-testid="error-page-message">
              {message}
            </Typography.Paragraph>
          ) : null}
        </>
      }
      extra={
        <Button type="primary" href={homeHref}>
          {ERROR_PAGE_TEXTS.home}
        </Button>
      }
    />
  );
}

/** What an unknown route renders. */
export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <Result
      status="404"
      title="404"
      subTitle={ERROR_PAGE_TEXTS.unknownRoute}
      extra={
        <Button type="primary" href={homeHref}>
          {ERROR_PAGE_TEXTS.home}
        </Button>
      }
    />
  );
}
