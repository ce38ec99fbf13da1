import { selectActiveCustomerId, selectToken, useAppDispatch, useAppSelector } from '@shelfsight/api-client';
import type { Notification } from '@shelfsight/contracts';
import { useEffect, useState } from 'react';
import { notificationReceived } from '../api/notificationsApi';

/** How long the list is polled instead, and how long until the stream is tried again, after it fails. */
export const STREAM_RETRY_MS = 60_000;
const EVENT_NAME = 'notification';

/**
 * Listens to the server's notification stream and adds what arrives to the cached list. EventSource
 * cannot send headers, so the access token travels as a query parameter (the server accepts it on this
 * route only). A new token (after a refresh) reopens the stream. Answers whether the stream is open;
 * callers poll while it is not.
 */
export function useNotificationStream(): boolean {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const customerId = useAppSelector(selectActiveCustomerId);
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || customerId === null || typeof EventSource === 'undefined') return undefined;
    const url = `/api/customer/${customerId}/notifications/stream?access_token=${encodeURIComponent(token)}`;
    const source = new EventSource(url);
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onopen = () => setOpen(true);
    source.addEventListener(EVENT_NAME, (event) => {
      dispatch(notificationReceived(JSON.parse((event as MessageEvent<string>).data) as Notification));
    });
    source.onerror = () => {
      // Polling takes over; the stream is tried again later rather than hammering a failing server.
      source.close();
      setOpen(false);
      retry = setTimeout(() => setAttempt((value) => value + 1), STREAM_RETRY_MS);
    };
    return () => {
      clearTimeout(retry);
      source.close();
      setOpen(false);
    };
  }, [dispatch, token, customerId, attempt]);

  return open;
}
