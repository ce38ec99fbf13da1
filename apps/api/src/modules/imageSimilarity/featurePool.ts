import os from 'node:os';
import { Piscina } from 'piscina';
import type { ImageFeatures } from './imageSimilarity';

/** Reduces images to their features on worker threads, one per core, so a batch of comparisons uses every core. */
export interface FeaturePool {
  /** The features of one image (as `imageFeatures`), computed on a worker thread. */
  features(image: Buffer): Promise<ImageFeatures>;
  /** Threads the pool runs at most. */
  readonly threads: number;
  close(): Promise<void>;
}

export interface FeaturePoolOptions {
  /** Default: the cores the process may use. */
  threads?: number;
  /** An idle thread ends after this long, so a server between jobs keeps none (default 30 s). */
  idleTimeoutMs?: number;
}

/**
 * Decoding and reducing an image is CPU work in JavaScript and in sharp; on the main thread it would take one
 * core and hold up the server's requests. The workers load their TypeScript through tsx as the server does.
 */
export function createFeaturePool(options: FeaturePoolOptions = {}): FeaturePool {
  const threads = Math.max(1, options.threads ?? os.availableParallelism());
  const pool = new Piscina<Uint8Array, ImageFeatures>({
    filename: new URL('./featureWorker.ts', import.meta.url).href,
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleTimeoutMs ?? 30_000,
  });
  return {
    threads,
    features: (image) => pool.run(image),
    close: () => pool.destroy(),
  };
}
