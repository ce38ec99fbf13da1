import { isInaccessible, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidgetPlaceholder } from './WidgetPlaceholder';

describe('WidgetPlaceholder', () => {
  it('carries the marker that those waiting for widgets to draw look for', () => {
    const { container } = render(<WidgetPlaceholder />);
    expect(container.querySelectorAll('[data-widget-placeholder]')).toHaveLength(1);
  });

  it('leaves the busy figure it stands in as the only thing assistive technology meets', () => {
    render(
      <div role="figure" aria-label="Prices by retailer" aria-busy="true">
        <WidgetPlaceholder />
      </div>,
    );
    const figure = screen.getByRole('figure', { name: 'Prices by retailer' });
    expect(figure).toHaveAttribute('aria-busy', 'true');
    const placeholder = figure.querySelector<HTMLElement>('[data-widget-placeholder]');
    expect(placeholder).not.toBeNull();
    expect(isInaccessible(placeholder as HTMLElement)).toBe(true);
    expect(figure).toHaveTextContent('');
  });

  it('draws a title bar and three lines, the last one shorter', () => {
    const { container } = render(<WidgetPlaceholder />);
    const bars = [...container.querySelectorAll<HTMLElement>('[data-widget-placeholder] > div')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['38%', '100%', '100%', '61%']);
  });
});
