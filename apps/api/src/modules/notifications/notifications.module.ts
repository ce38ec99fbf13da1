import fp from 'fastify-plugin';
import { NotificationBus } from './notificationBus';
import { notificationRoutes } from './notifications.routes';
import { notificationStreamRoutes } from './notificationStream.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fan-out of new notifications to open streams; pass `app` to `createNotification`. */
    notificationBus: NotificationBus;
  }
}

/** Notifications: the bus (visible to every module, so they can notify) and the routes. */
export const notificationsModule = fp(
  async (app) => {
    app.decorate('notificationBus', new NotificationBus());
    await app.register(notificationRoutes);
    await app.register(notificationStreamRoutes);
  },
  { name: 'notifications', dependencies: ['customer-scope'] },
);
