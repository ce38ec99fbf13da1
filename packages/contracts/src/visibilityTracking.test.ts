import { describe, expect, it } from 'vitest';
import { createKeywordsSchema, createPageSchema, keywordLink, visibilityTrackingMessages } from './visibilityTracking';

describe('keywordLink', () => {
  it('puts the URL-encoded name where the template says {keyword}', () => {
    expect(keywordLink('https://shop.test/s?q={keyword}&sort=1', 'tea & café')).toBe(
      'https://shop.test/s?q=tea%20%26%20caf%C3%A9&sort=1',
    );
    expect(keywordLink('https://shop.test/{keyword}/{keyword}', 'a/b')).toBe('https://shop.test/a%2Fb/a%2Fb');
  });

  it('gives no link without a template', () => {
    expect(keywordLink(null, 'tea')).toBeNull();
  });
});

describe('visibility tracking inputs', () => {
  it('trims keyword names and refuses empty ones with the spec text', () => {
    expect(createKeywordsSchema.parse({ names: [' tea '] }).names).toEqual(['tea']);
    const empty = createKeywordsSchema.safeParse({ names: ['  '] });
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['names', 0],
      message: visibilityTrackingMessages.nameRequired,
    });
  });

  it('takes a page as a category page unless it says OTHER, and wants an http(s) URL', () => {
    expect(createPageSchema.parse({ label: 'Tea', url: 'https://shop.test/c/tea' }).contentType).toBe('CATEGORY');
    expect(createPageSchema.safeParse({ label: 'Tea', url: 'ftp://shop.test' }).error?.issues[0]?.path).toEqual([
      'url',
    ]);
  });

  it('says how many more fit when the limit is reached', () => {
    expect(visibilityTrackingMessages.limitReached(50, 49)).toContain(
      '49 are tracked (paused ones keep their place), so 1 more can be added',
    );
  });
});
