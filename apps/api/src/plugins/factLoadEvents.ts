import fp from 'fastify-plugin';

type Listener = (customerId: number) => Promise<void>;

/** Tells features that a load of a customer's facts finished (ingestion, the demo load). */
export interface FactLoadEvents {
  onLoaded(listener: Listener): void;
  /** Called by a loader once the customer's new facts are committed; listeners' errors are logged. */
  loaded(customerId: number): void;
  onRefilled(listener: Listener): void;
  /**
   * Called once facts loaded earlier were copied into a store that lacked them (a chdb start copies DuckDB's):
   * no new facts, so the reactions to a load (alerts, DCC recompute, datasets) do not run, but what looks for the
   * store's loads finds them only now.
   */
  refilled(customerId: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    factLoadEvents: FactLoadEvents;
  }
}

export const factLoadEventsPlugin = fp(
  async (app) => {
    const listeners: Listener[] = [];
    const refillListeners: Listener[] = [];
    const tell = (to: readonly Listener[], customerId: number, what: string) => {
      for (const listener of to) {
        listener(customerId).catch((error: unknown) =>
          app.log.error({ err: error, customerId }, `reacting to ${what} failed`),
        );
      }
    };
    app.decorate('factLoadEvents', {
      onLoaded: (listener) => void listeners.push(listener),
      loaded: (customerId) => tell(listeners, customerId, 'a finished fact load'),
      onRefilled: (listener) => void refillListeners.push(listener),
      refilled: (customerId) => tell(refillListeners, customerId, 'a refill of the fact store'),
    } satisfies FactLoadEvents);
  },
  { name: 'fact-load-events' },
);
