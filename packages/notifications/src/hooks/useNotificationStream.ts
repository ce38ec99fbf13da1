import { selectActiveCustomerId, selectToken, useAppDispatch, useAppSelector } from '@shelfsight/api-client';
import { buildPath, type Notification, notificationPaths } from '@shelfsight/contracts';
import { useEffect, useState } from 'react';
import { notificationReceived, notificationsApi } from '../api/notificationsApi';

/** How long the list is polled instead, and how long until the stream is tried again, after it fails. */
export const STREAM_RETRY_MS = 60_000;
const EVENT_NAME = 'notification';

/**
 * Listens to the server's notification stream and adds what arrives to the cached list. EventSource
 * cannot send headers, and a token in a URL would end up in logs, so every connection first asks for a
 * single-use ticket (an ordinary authenticated POST) and opens the stream with it. A new token (after a
 * refresh) reopens the stream with a new ticket. Answers whether the stream is open; callers poll while
 * it is not.
 */
export function useNotificationStream(): boolean {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const customerId = useAppSelector(selectActiveCustomerId);
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || customerId === null || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const fail = () => {
      // Polling takes over; the stream is tried again later rather than hammering a failing server.
      source?.close();
      setOpen(false);
      retry = setTimeout(() => setAttempt((value) => value + 1), STREAM_RETRY_MS);
    };
    const request = dispatch(notificationsApi.endpoints.createNotificationStreamTicket.initiate());
    request
      .unwrap()
      .then(({ ticket }) => {
        if (ended) return;
        source = new EventSource(
          `${buildPath(notificationPaths.notificationStream, { customerId })}?ticket=${encodeURIComponent(ticket)}`,
        );
        source.onopen = () => setOpen(true);
        source.addEventListener(EVENT_NAME, (event) => {
          dispatch(notificationReceived(JSON.parse((event as MessageEvent<string>).data) as Notification));
        });
        // EventSource reconnects by itself with the same URL, which a used ticket no longer opens: any
        // error ends this source, and the next attempt asks for a new ticket.
        source.onerror = fail;
      })
      .catch(() => {
        if (!ended) fail();
      })
      .finally(() => request.reset());
    return () => {
      ended = true;
      clearTimeout(retry);
      source?.close();
      setOpen(false);
    };
  }, [dispatch, token, customerId, attempt]);

  return open;
}
