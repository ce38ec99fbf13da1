import { EventEmitter } from 'node:events';
import type { Notification } from '@shelfsight/contracts';

type Listener = (notification: Notification) => void;

/**
 * In-process fan-out of new notifications to open event streams. Another API process does not see
 * these events; its clients still get every notification through the list call (polling fallback).
 */
export class NotificationBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open browser tab; the default cap of 10 would warn on a busy tenant.
    this.emitter.setMaxListeners(0);
  }

  publish(customerId: number, userId: number, notification: Notification): void {
    this.emitter.emit(channel(customerId, userId), notification);
  }

  /** Returns the unsubscribe function. */
  subscribe(customerId: number, userId: number, listener: Listener): () => void {
    const name = channel(customerId, userId);
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  listenerCount(customerId: number, userId: number): number {
    return this.emitter.listenerCount(channel(customerId, userId));
  }
}

const channel = (customerId: number, userId: number) => `${customerId}:${userId}`;
