// Image similarity on a labelled, generated set: each product's packshot against each kind of retailer copy the
// demo makes (identical, re-encoded, resized, cropped, recoloured, watermarked, another product) and the same
// product on another background. Prints the confusion matrix, the accuracy against the 95 % budget and the
// comparisons per second against the 200/s budget, beside the machine load and the CPU ms per comparison (all of
// the process's threads, sharp's and the workers' included), which a loaded machine inflates far less than the wall
// rate. A comparison decodes the retailer image on the feature pool's threads (one per core) and compares it with
// the reference's kept features, as the similarity job does. It reports; it does not fail. --record appends the figures to docs/performance.md. PRODUCTS sets the number of products (8 pairs each).
import os from 'node:os';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import { createFeaturePool } from '../src/modules/imageSimilarity/featurePool';
import {
  compareFeatures,
  type ImageFeatures,
  type SimilarityLabel,
  similarityLabels,
} from '../src/modules/imageSimilarity/imageSimilarity';
import { type LabelledPair, labelledPairs } from '../src/modules/imageSimilarity/labelledPairs';

const PRODUCTS = Number(process.env.PRODUCTS ?? 250);
const ACCURACY_BUDGET = 0.95;
const RATE_BUDGET = 200;
const pool = createFeaturePool();
/** Comparisons in flight at once: two per thread, so a thread never waits for its next image. */
const IN_FLIGHT = 2 * pool.threads;

let started = performance.now();
const pairs: LabelledPair[] = [];
for await (const pair of labelledPairs(PRODUCTS)) pairs.push(pair);
console.log(`Generated ${pairs.length} labelled pairs in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

// The references' features are kept, as the job keeps them; computing them also starts the pool's threads.
const referenceFeatures = new Map<number, ImageFeatures>();
const references = new Map(pairs.map((pair) => [pair.productId, pair.reference]));
await Promise.all(
  [...references].map(async ([productId, reference]) =>
    referenceFeatures.set(productId, await pool.features(reference)),
  ),
);

const confusion = new Map<string, number>();
const got: SimilarityLabel[] = new Array<SimilarityLabel>(pairs.length);
const loadBefore = machineLoad();
const cpuBefore = process.cpuUsage();
started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    while (next < pairs.length) {
      const index = next;
      next += 1;
      const pair = pairs[index]!;
      const result = compareFeatures(referenceFeatures.get(pair.productId)!, await pool.features(pair.candidate));
      got[index] = result.label;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const rate = pairs.length / seconds;
const cpu = process.cpuUsage(cpuBefore);
await pool.close();
const cpuMsPerComparison = (cpu.user + cpu.system) / 1000 / pairs.length;
/** CPU ms per comparison that 200 comparisons/s on 2 cores leave. */
const CPU_MS_BUDGET = (os.cpus().length * 1000) / RATE_BUDGET;

let correct = 0;
pairs.forEach((pair, index) => {
  const key = `${pair.expected}|${got[index]}`;
  confusion.set(key, (confusion.get(key) ?? 0) + 1);
  if (pair.expected === got[index]) correct += 1;
});
const accuracy = correct / pairs.length;

const width = Math.max(...similarityLabels.map((label) => label.length)) + 2;
console.log(`\nConfusion matrix (rows: expected, columns: computed)`);
console.log(['', ...similarityLabels].map((cell) => cell.padStart(width)).join(''));
for (const expected of similarityLabels)
  console.log(
    [expected, ...similarityLabels.map((label) => String(confusion.get(`${expected}|${label}`) ?? 0))]
      .map((cell) => cell.padStart(width))
      .join(''),
  );
const wrongByKind = new Map<string, number>();
pairs.forEach((pair, index) => {
  if (pair.expected !== got[index]) wrongByKind.set(pair.kind, (wrongByKind.get(pair.kind) ?? 0) + 1);
});
console.log(`\nWrong by kind: ${[...wrongByKind].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'none'}`);
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
console.log(
  `Accuracy ${(accuracy * 100).toFixed(1)} % (${correct} of ${pairs.length}; budget ${ACCURACY_BUDGET * 100} %): ${verdict(accuracy >= ACCURACY_BUDGET)}`,
);
console.log(
  `${rate.toFixed(0)} comparisons/s (${pool.threads} threads, ${IN_FLIGHT} in flight; budget ${RATE_BUDGET}/s): ${verdict(rate >= RATE_BUDGET)}`,
);
console.log(
  `${cpuMsPerComparison.toFixed(1)} CPU ms per comparison (budget ${CPU_MS_BUDGET.toFixed(0)} ms on ${os.cpus().length} cores): ${verdict(cpuMsPerComparison <= CPU_MS_BUDGET)}`,
);
const loadAfter = machineLoad();
console.log(`Machine: ${loadBefore} before, ${loadAfter} after.`);

if (recordRequested())
  await recordFigures('bench:similarity', {
    floor: loadAfter,
    figures: `${pairs.length} pairs: accuracy ${(accuracy * 100).toFixed(1)} %, ${rate.toFixed(0)} comparisons/s, ${cpuMsPerComparison.toFixed(1)} CPU ms per comparison`,
  });
