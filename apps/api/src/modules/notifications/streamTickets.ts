import { randomBytes } from 'node:crypto';

/** Long enough for the browser to open the stream right after asking, short enough to be useless later. */
export const STREAM_TICKET_TTL_SECONDS = 30;
/** Unused tickets kept at most; the oldest go first (a client that asks and never connects cannot grow memory). */
const MAX_OPEN_TICKETS = 10_000;

interface Ticket {
  accessToken: string;
  customerId: number;
  expiresAt: number;
}

/**
 * Single-use tickets that open the notification stream in place of the access token, which EventSource
 * cannot send as a header and which must not appear in a URL. A ticket holds the caller's token on the
 * server only; opening the stream hands it to the usual authentication, so expiry and a blocked user
 * still count at connect time. In memory: a restart only makes the browser ask again.
 */
export class StreamTickets {
  private readonly tickets = new Map<string, Ticket>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(accessToken: string, customerId: number): string {
    this.dropExpired();
    while (this.tickets.size >= MAX_OPEN_TICKETS) {
      const oldest = this.tickets.keys().next().value;
      if (oldest === undefined) break;
      this.tickets.delete(oldest);
    }
    const ticket = randomBytes(32).toString('base64url');
    this.tickets.set(ticket, { accessToken, customerId, expiresAt: this.now() + STREAM_TICKET_TTL_SECONDS * 1000 });
    return ticket;
  }

  /** The token the ticket was issued for, once: null when unknown, used, expired or for another customer. */
  redeem(ticket: string, customerId: number): string | null {
    const entry = this.tickets.get(ticket);
    if (!entry) return null;
    this.tickets.delete(ticket);
    if (entry.expiresAt <= this.now() || entry.customerId !== customerId) return null;
    return entry.accessToken;
  }

  private dropExpired() {
    const now = this.now();
    for (const [ticket, entry] of this.tickets) if (entry.expiresAt <= now) this.tickets.delete(ticket);
  }
}
