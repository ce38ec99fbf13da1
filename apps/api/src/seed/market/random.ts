import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** A small façade over a pure-rand generator: every draw advances it, so call order is the contract. */
export interface Rng {
  /** Uniform in [0, 1). */
  float(): number;
  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** Poisson with a small mean (Knuth), for counts per day. */
  poisson(mean: number): number;
}

/**
 * Mixes integers into one 32-bit seed (murmur3 finaliser), so each product × retailer pair gets its
 * own independent stream and a pair's history does not depend on which other pairs exist.
 */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h | 0;
}

export function createRng(seed: number): Rng {
  const generator: RandomGenerator = xoroshiro128plus(seed);
  const float = () => uniformFloat64(generator);
  return {
    float,
    int: (from, to) => uniformInt(generator, from, to),
    chance: (probability) => float() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[uniformInt(generator, 0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    normal() {
      const u = Math.max(float(), Number.EPSILON);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * float());
    },
    poisson(mean) {
      const limit = Math.exp(-mean);
      let k = 0;
      for (let p = float(); p > limit; p *= float()) k += 1;
      return k;
    },
  };
}
