import os from 'node:os';
import { Piscina } from 'piscina';
import { runsBundled } from '../../lib/apiRoot';
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
 * core and hold up the server's requests. From the sources the workers load their TypeScript through tsx.
 */
export function createFeaturePool(options: FeaturePoolOptions = {}): FeaturePool {
  const threads = Math.max(1, options.threads ?? os.availableParallelism());
  const bundled = runsBundled(import.meta.url);
  const pool = new Piscina<Uint8Array, ImageFeatures>({
    // From the bundle the worker is its bundled entry beside the server's (scripts/bundle.mjs).
    filename: new URL(bundled ? './featureWorker.mjs' : './featureWorker.ts', import.meta.url).href,
    execArgv: bundled ? [] : ['--import', 'tsx'],
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
