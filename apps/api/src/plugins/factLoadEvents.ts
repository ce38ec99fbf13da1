import fp from 'fastify-plugin';

type Listener = (customerId: number) => Promise<void>;

/** Tells features that a load of a customer's facts finished (ingestion, the demo load). */
export interface FactLoadEvents {
  onLoaded(listener: Listener): void;
  /** Called by a loader once the customer's new facts are committed; listeners' errors are logged. */
  loaded(customerId: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    factLoadEvents: FactLoadEvents;
  }
}

export const factLoadEventsPlugin = fp(
  async (app) => {
    const listeners: Listener[] = [];
    app.decorate('factLoadEvents', {
      onLoaded: (listener) => void listeners.push(listener),
      loaded(customerId) {
        for (const listener of listeners) {
          listener(customerId).catch((error: unknown) =>
            app.log.error({ err: error, customerId }, 'reacting to a finished fact load failed'),
          );
        }
      },
    } satisfies FactLoadEvents);
  },
  { name: 'fact-load-events' },
);
