import { describe, expect, it } from 'vitest';
import { changeText, itemLines, messageHtml, messageText, periodWords, ruleSentence, type ShownAs } from './alertText';

const availability: ShownAs = { metricName: 'Availability', valueFormat: { type: 'percent' } };
const price: ShownAs = { metricName: 'Selling price', valueFormat: { type: 'currency', currencyCode: 'EUR' } };
const rating: ShownAs = { metricName: 'Rating', valueFormat: { type: 'number', max: 5 } };

const rule = {
  type: 'TOTAL' as const,
  threshold: 94.5,
  thresholdCondition: '<' as const,
  thresholdModerator: 'IS' as const,
  comparedTo: 'EXACT_VALUE' as const,
  comparedModifier: null,
  comparedValue: null,
  alertSettings: { trendPeriods: 1, rearm: true, channels: [] },
};
const at = (key: string, label: string, value: number | null, compareValue: number | null = null, change = null) => ({
  key,
  label,
  value,
  compareValue,
  change: change as number | null,
});

describe('ruleSentence', () => {
  it('says the rule that fired with the threshold in its unit, and how many items crossed', () => {
    const values = [at('retailer:1', 'Bolwinkel', 91.25), at('retailer:2', 'Kaufpark', 80)];
    expect(ruleSentence({ ...rule, type: 'PER_ITEM' }, availability, values)).toBe(
      'Availability fell below 94.5% at 2 retailers',
    );
    expect(ruleSentence({ ...rule, type: 'PER_ITEM' }, availability, values.slice(0, 1))).toBe(
      'Availability fell below 94.5% at 1 retailer',
    );
    expect(ruleSentence({ ...rule, type: 'PER_ITEM' }, price, [at('product:4', 'Kettle', 21)])).toBe(
      'Selling price fell below €94.50 for 1 product',
    );
    expect(
      ruleSentence({ ...rule, type: 'PER_ITEM' }, price, [at('country:4', 'DE', 21), at('country:5', 'AT', 2)]),
    ).toBe('Selling price fell below €94.50 for 2 countries');
    expect(
      ruleSentence({ ...rule, thresholdCondition: '>=', threshold: 4 }, rating, [at('total', 'Rating', 4.2)]),
    ).toBe('Rating was at or above 4.0');
    expect(ruleSentence({ ...rule, thresholdModerator: 'IS_NOT' }, availability, [])).toBe(
      'Availability was not below 94.5%',
    );
  });

  it('says a change against a period with its unit, and the trend', () => {
    const change = { ...rule, comparedTo: 'PREVIOUS_PERIOD' as const, comparedValue: -10 };
    expect(ruleSentence({ ...change, comparedModifier: 'PERCENT' }, price, [])).toBe(
      'Selling price changed by less than -10.0% against the previous period',
    );
    expect(
      ruleSentence(
        {
          ...change,
          comparedTo: 'SAME_PERIOD_LAST_YEAR',
          comparedModifier: 'ABSOLUTE',
          thresholdCondition: '>',
          comparedValue: 2,
          alertSettings: { ...rule.alertSettings, trendPeriods: 3 },
        },
        availability,
        [],
      ),
    ).toBe('Availability changed by more than +2.0 pp against the same period last year in each of the last 3 periods');
  });
});

describe('changeText', () => {
  it('writes percent changes in %, absolute ones in pp, money, points or places', () => {
    expect(changeText(-12.345, { comparedModifier: 'PERCENT' }, price)).toBe('-12.3%');
    expect(changeText(4, { comparedModifier: 'ABSOLUTE' }, availability)).toBe('+4.0 pp');
    expect(changeText(-1.2, { comparedModifier: 'ABSOLUTE' }, price)).toBe('-€1.20');
    expect(changeText(0.5, { comparedModifier: 'ABSOLUTE' }, rating)).toBe('+0.5 points');
    expect(changeText(2, { comparedModifier: 'ABSOLUTE' }, { metricName: 'Rank', valueFormat: { type: 'rank' } })).toBe(
      '+2.0 places',
    );
  });
});

describe('itemLines', () => {
  it('writes one line per item with its value, compared value and change in their units', () => {
    expect(
      itemLines(rule, availability, [at('retailer:1', 'Bolwinkel', 91.25), at('retailer:2', 'Kaufpark', null)]),
    ).toEqual(['Bolwinkel: 91.3%', 'Kaufpark: -']);
    const compared = { ...rule, comparedTo: 'PREVIOUS_PERIOD' as const, comparedModifier: 'ABSOLUTE' as const };
    const values = [{ ...at('retailer:1', 'Bolwinkel', 42, 50), change: 42 - 50 }];
    expect(itemLines(compared, availability, values)).toEqual([
      'Bolwinkel: 42.0% (previous period 50.0%, change -8.0 pp)',
    ]);
  });

  it('names 20 items and counts the rest', () => {
    const values = Array.from({ length: 23 }, (_, index) => at(`product:${index}`, `P${index}`, index));
    const lines = itemLines(rule, rating, values);
    expect(lines).toHaveLength(21);
    expect(lines.at(-1)).toBe('… and 3 more');
  });
});

describe('messageText and messageHtml', () => {
  const message = {
    sentence: 'The alert "<b>Stock</b> & co" was raised: Availability fell below 94.5% on Nov 27, 2026.',
    lines: ['<script>alert(1)</script>: 12.0%', 'Kaufpark: 80.0%'],
    link: 'https://app.example.com/alerts/?id=4&list="x"',
  };

  it('writes the plain text with one line per item and the link', () => {
    expect(messageText(message, 'Open the alert')).toBe(
      [
        message.sentence,
        '',
        '- <script>alert(1)</script>: 12.0%',
        '- Kaufpark: 80.0%',
        '',
        'Open the alert: https://app.example.com/alerts/?id=4&list="x"',
      ].join('\n'),
    );
  });

  it('escapes every string in the HTML and links the address', () => {
    const html = messageHtml(message, 'Open the alert');
    expect(html).toContain(
      '<p>The alert &quot;&lt;b&gt;Stock&lt;/b&gt; &amp; co&quot; was raised: Availability fell below 94.5% on Nov 27, 2026.</p>',
    );
    expect(html).toContain('<ul><li>&lt;script&gt;alert(1)&lt;/script&gt;: 12.0%</li><li>Kaufpark: 80.0%</li></ul>');
    expect(html).toContain('<a href="https://app.example.com/alerts/?id=4&amp;list=&quot;x&quot;">Open the alert</a>');
    expect(html).not.toContain('<script>');
  });

  it('says the period as a day or a range, in the form the screens write dates', () => {
    expect(periodWords({ dateFrom: '2026-11-27', dateTo: '2026-11-27' })).toBe('on Nov 27, 2026');
    expect(periodWords({ dateFrom: '2026-11-20', dateTo: '2026-11-26' })).toBe('from Nov 20, 2026 to Nov 26, 2026');
  });
});
