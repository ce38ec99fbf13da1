import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartPictureContext, type ChartPictureSource, type ChartSize } from './chartPictures';
import { EChart } from './EChart';
import type { ChartOption } from '@shelfsight/chart-options';

const option: ChartOption = {
  animation: false,
  xAxis: { type: 'category', data: ['Tesco', 'Asda'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [98.2, 64.1] }],
};

describe('EChart', () => {
  it('says it is busy until its first drawing is on the page', async () => {
    const { container } = render(<EChart option={option} width={400} height={200} renderer="svg" ariaLabel="Stock" />);
    const figure = screen.getByRole('figure', { name: 'Stock' });
    // The first drawing is queued (drawQueue), so nothing is drawn in the render that mounts the chart.
    expect(figure).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('svg')).toBeNull();
    await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'));
    const labels = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Tesco', 'Asda']));
  });
});

/** A picture source the test answers: the picture asked for, and when the live chart may take over. */
function pictureSource(svg: string | null) {
  const asked: ChartSize[] = [];
  let goLive = () => {};
  const live = new Promise<void>((resolve) => {
    goLive = resolve;
  });
  const source: ChartPictureSource = {
    picture: (size) => {
      asked.push(size);
      return Promise.resolve(svg);
    },
    whenLive: () => live,
  };
  return { source, asked, goLive };
}

/** The server's picture: a drawing that echarts would not make (a single circle), so the two tell apart. */
const PICTURE = '<svg width="400" height="200" viewBox="0 0 400 200"><circle cx="5" cy="5" r="4"></circle></svg>';

function renderWithPictures(source: ChartPictureSource) {
  return render(
    <ChartPictureContext.Provider value={source}>
      <EChart option={option} width={400} height={200} renderer="svg" ariaLabel="Stock" />
    </ChartPictureContext.Provider>,
  );
}

const liveLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('svg text')].map((node) => node.textContent);

describe('EChart with pictures', () => {
  it('shows the picture at its size first, then draws live once the page may', async () => {
    const { source, asked, goLive } = pictureSource(PICTURE);
    const { container } = renderWithPictures(source);
    const figure = screen.getByRole('figure', { name: 'Stock' });
    await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'));
    expect(asked).toEqual([{ width: 400, height: 200 }]);
    expect(container.querySelector('circle')).not.toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('width', '100%');
    expect(liveLabels(container)).toEqual([]);
    goLive();
    await waitFor(() => expect(liveLabels(container)).toEqual(expect.arrayContaining(['Tesco', 'Asda'])));
    expect(container.querySelector('circle')).toBeNull();
  });

  it('draws live at once when the reader points at the picture', async () => {
    const { source } = pictureSource(PICTURE);
    const { container } = renderWithPictures(source);
    await waitFor(() => expect(container.querySelector('circle')).not.toBeNull());
    fireEvent.pointerEnter(container.querySelector('[data-chart]') as Element);
    await waitFor(() => expect(liveLabels(container)).toEqual(expect.arrayContaining(['Tesco', 'Asda'])));
    expect(container.querySelector('circle')).toBeNull();
  });

  it('draws live at once when there is no picture', async () => {
    const { source, asked } = pictureSource(null);
    const { container } = renderWithPictures(source);
    await waitFor(() => expect(liveLabels(container)).toEqual(expect.arrayContaining(['Tesco', 'Asda'])));
    expect(asked).toHaveLength(1);
  });
});
