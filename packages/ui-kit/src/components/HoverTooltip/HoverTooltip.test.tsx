import { fireEvent, render, screen } from '@testing-library/react';
import { HoverTooltip } from './HoverTooltip';

describe('HoverTooltip', () => {
  // In a browser the tooltip waits for the pointer; jsdom's own user agent mounts it at once.
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/140.0');
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens its tooltip when the pointer first comes over the element', async () => {
    const onMouseEnter = vi.fn();
    render(
      <HoverTooltip title="Share of days in stock">
        <button type="button" onMouseEnter={onMouseEnter}>
          Availability
        </button>
      </HoverTooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Availability' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Share of days in stock');
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on an element focused before its tooltip was mounted', () => {
    const onFocus = vi.fn();
    render(
      <HoverTooltip title="View product details">
        <button type="button" onFocus={onFocus}>
          Details
        </button>
      </HoverTooltip>,
    );
    screen.getByRole('button', { name: 'Details' }).focus();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
    expect(onFocus).toHaveBeenCalled();
  });
});
