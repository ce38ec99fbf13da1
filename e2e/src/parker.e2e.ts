import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi } from './support/customerApi';
import { expectDrawn, openDashboard } from './support/dashboard';
import { signInOnce } from './support/signedIn';

// Acme Retail has Parker enabled and its administrators hold PARKER_ACCESS (the demo seed).
const ADMIN = 'admin@acme.test';

interface Answer {
  question: string;
  status: string;
  sentence: string;
  rows: { key: string; label: string; value: number | null; shown: string }[];
  widget: { definition: Record<string, unknown>; request: Record<string, unknown> } | null;
}
type KpiData = { rawOutput: { value: number | null } };
type BarData = { rawOutput: { bars: { key: string; value: number | null }[] } };
type LineData = { rawOutput: { chartData: { seriesKey: string; points: { date: string; value: number | null }[] }[] } };

describe('Parker in Chromium', { timeout: 240_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  let api: Awaited<ReturnType<typeof customerApi>>['api'];

  beforeAll(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    ({ api } = await customerApi(ADMIN));
    await api('DELETE', 'parker/history');
  });

  /** Asks in the drawer and returns the server's answer once the drawer shows its sentence. */
  async function ask(question: string): Promise<Answer> {
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/parker/ask'),
    );
    const box = page.getByRole('textbox', { name: 'Ask Parker' });
    await box.fill(question);
    await box.press('Enter');
    const answer = (await (await answered).json()) as Answer;
    await page.getByText(answer.sentence, { exact: true }).waitFor();
    return answer;
  }

  /** The same query as a widget computes it: the definition and request Parker says it ran. */
  const widgetData = <T>(answer: Answer) =>
    api<T>('POST', 'widget/get-data', { definition: answer.widget!.definition, ...answer.widget!.request });

  it('leaves room below the last card of a long dashboard for the bubble', async () => {
    await signInOnce(page, ADMIN);
    await openDashboard(page, 'Availability and price');
    for (const figure of await page.getByRole('figure').all()) await expectDrawn(figure);
    const bubble = page.getByRole('button', { name: 'Ask Parker' });
    const lastCard = page.locator('main .ant-card').last();
    // Scrolled to the end, the last card (a table and its pager) ends above the bubble instead of under it.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [bubbleBox, cardBox] = await Promise.all([bubble.boundingBox(), lastCard.boundingBox()]);
        return cardBox!.y + cardBox!.height <= bubbleBox!.y;
      })
      .toBe(true);
  });

  it("stays under a dialog's mask instead of covering the dialog", async () => {
    await signInOnce(page, ADMIN);
    const [product] = await api<{ id: number }[]>('GET', 'dashboard/filter/products');
    await page.goto(new URL(`/dashboards/?product=${product!.id}`, inject('baseUrl')).href);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const bubble = page.getByTestId('parker-bubble');
    const box = (await bubble.boundingBox())!;
    // What a click at the bubble's centre reaches: the dialog or its mask, not the bubble.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="parker-bubble"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('answers from the bubble with the numbers the widget engine gives, and saves an answer as a widget', async () => {
    await signInOnce(page, ADMIN);
    await page.getByRole('button', { name: 'Ask Parker' }).click();
    const drawer = page.getByRole('dialog', { name: 'Parker' });
    await drawer.waitFor();
    expect(new URL(page.url()).searchParams.get('parker')).toBe('open');
    // The bubble, which starts in the corner the drawer's question box takes, waits beside the drawer.
    const bubbleBox = await page.getByRole('button', { name: 'Close Parker' }).boundingBox();
    const drawerBox = await drawer.boundingBox();
    expect(bubbleBox!.x + bubbleBox!.width).toBeLessThanOrEqual(drawerBox!.x);

    const violations = await ask('How many MAP violations yesterday?');
    expect(violations.status).toBe('answered');
    const kpi = await widgetData<KpiData>(violations);
    expect(violations.rows).toHaveLength(1);
    expect(violations.rows[0]!.value).toBe(kpi.rawOutput.value);
    await page.getByRole('cell', { name: violations.rows[0]!.shown, exact: true }).waitFor();

    const brands = await ask('Top 5 brands by rating in Germany');
    expect(brands.status).toBe('answered');
    const bars = await widgetData<BarData>(brands);
    const byKey = new Map(bars.rawOutput.bars.map((bar) => [bar.key, bar.value]));
    expect(brands.rows.length).toBeGreaterThan(0);
    expect(brands.rows.length).toBeLessThanOrEqual(5);
    for (const row of brands.rows) {
      // Two runs of one average may differ in the last bit (the engine sums in parallel): equal to 9 places.
      expect(row.value, row.label).toBeCloseTo(byKey.get(row.key)!, 9);
      await page.getByRole('row', { name: new RegExp(`${row.label}\\s*${row.shown}`) }).waitFor();
    }

    // A trend: a row per day, each the widget engine's point of that day.
    const daily = await ask('Daily availability last week');
    expect(daily.status).toBe('answered');
    const line = await widgetData<LineData>(daily);
    const points = line.rawOutput.chartData.flatMap((series) =>
      series.points.map((point) => [`${point.date}|${series.seriesKey}`, point.value] as const),
    );
    expect(points).toHaveLength(7);
    expect(daily.rows.map((row) => row.key)).toEqual(points.map(([key]) => key));
    daily.rows.forEach((row, index) => expect(row.value, row.label).toBeCloseTo(points[index]![1]!, 9));
    await page.getByRole('columnheader', { name: 'Date' }).waitFor();
    for (const row of daily.rows)
      await page.getByRole('row', { name: new RegExp(`${row.label}\\s*${row.shown}`) }).waitFor();

    // The conversation survives a reload: the drawer is opened by the address.
    await page.reload();
    await page.getByText(brands.sentence, { exact: true }).waitFor();

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/widget/create'),
    );
    await page
      .getByTestId('parker-exchange')
      .filter({ hasText: brands.question })
      .getByRole('button', {
        name: /Save as widget/,
      })
      .click();
    const savedResponse = await saved;
    expect(savedResponse.status(), await savedResponse.text()).toBe(201);
    await page.getByText(`Saved as widget “${brands.question}”`).waitFor();
    const widgets = await api<{ id: number; name: string; filterId: number | null }[]>('GET', 'widgets');
    const widget = widgets.find((candidate) => candidate.name === brands.question);
    expect(widget?.filterId).toEqual(expect.any(Number));
  });
});
