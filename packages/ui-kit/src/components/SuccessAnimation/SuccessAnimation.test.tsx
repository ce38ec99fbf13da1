import { fireEvent, render, screen } from '@testing-library/react';
import { SuccessAnimation } from './SuccessAnimation';

function mockReducedMotion(reduce: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SuccessAnimation', () => {
  it('draws the check mark and reports when it is done', () => {
    mockReducedMotion(false);
    const onDone = vi.fn();
    render(<SuccessAnimation label="Product list uploaded" onDone={onDone} />);
    const svg = screen.getByRole('img', { name: 'Product list uploaded' });
    const check = svg.querySelector('path') as SVGPathElement;
    expect(check).toHaveClass('ss-success-check');
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.animationEnd(check);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('skips the animation when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const onDone = vi.fn();
    render(<SuccessAnimation onDone={onDone} />);
    const svg = screen.getByRole('img', { name: 'Success' });
    expect(svg).toHaveAttribute('data-reduced-motion', 'true');
    expect(svg.querySelector('.ss-success-check')).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
