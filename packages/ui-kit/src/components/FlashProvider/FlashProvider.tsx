import { notification } from 'antd';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export type FlashKind = 'success' | 'error' | 'info' | 'warning';

export interface FlashOptions {
  /** A second, smaller line under the message. */
  description?: ReactNode;
  /** How long it stays; the default is 4500 ms, 0 keeps it until closed. */
  durationMs?: number;
  /** Showing again with the same key replaces the earlier message instead of stacking. */
  key?: string;
}

export type FlashFn = (message: ReactNode, options?: FlashOptions) => void;

export interface FlashApi {
  success: FlashFn;
  error: FlashFn;
  info: FlashFn;
  warning: FlashFn;
  /** Closes one message by key, or all of them. */
  close: (key?: string) => void;
}

const FlashContext = createContext<FlashApi | null>(null);

const DEFAULT_DURATION_MS = 4500;

/** The snackbar at the top right of every layout (spec 1 §2). */
export function FlashProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({ placement: 'topRight', maxCount: 5 });

  const flash = useMemo<FlashApi>(() => {
    const show =
      (kind: FlashKind): FlashFn =>
      (message, { description, durationMs = DEFAULT_DURATION_MS, key } = {}) => {
        api[kind]({
          title: message,
          description,
          key,
          duration: durationMs === 0 ? false : durationMs / 1000,
          // Errors must be announced at once; the rest can wait for a pause in speech.
          role: kind === 'error' ? 'alert' : 'status',
        });
      };
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      close: (key) => api.destroy(key),
    };
  }, [api]);

  return (
    <FlashContext.Provider value={flash}>
      {holder}
      {children}
    </FlashContext.Provider>
  );
}

/** Flash messages from anywhere under AppThemeProvider (or a FlashProvider). */
export function useFlash(): FlashApi {
  const flash = useContext(FlashContext);
  if (!flash) throw new Error('useFlash must be used inside AppThemeProvider or FlashProvider.');
  return flash;
}
