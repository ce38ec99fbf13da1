import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

export function reportOptions(name?: string): Pick<TestOptions, 'reporters' | 'outputFile'>;
export function reactPreset(overrides?: TestOptions): ViteUserConfig;
export function nodePreset(overrides?: TestOptions): ViteUserConfig;
