import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EChart } from './EChart';
import type { ChartOption } from './echarts';

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
