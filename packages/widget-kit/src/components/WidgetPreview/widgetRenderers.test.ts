import { describe, expect, it } from 'vitest';
import { chartRendererFor } from './widgetRenderers';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const JSDOM = 'Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/26.1.0';

describe('chartRendererFor', () => {
  it('draws on canvas on a screen of a browser', () => {
    expect(chartRendererFor(false, CHROME)).toBe('canvas');
  });

  it('draws printed charts as svg, so a PDF keeps their shapes and labels', () => {
    expect(chartRendererFor(true, CHROME)).toBe('svg');
  });

  it('draws svg in jsdom, which has no canvas', () => {
    expect(chartRendererFor(false, JSDOM)).toBe('svg');
  });
});
