import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Probe({ always = false }: { always?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { always });
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useNearViewport', () => {
  it('counts everything as near without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('counts an element laid out within the margin as near at once, before the observer reports', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 1500, bottom: 1800 } as DOMRect);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns near when the element comes within the margin, and stops observing', () => {
    // Laid out far below the fold (more than the margin under an innerHeight of 768).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 3000, bottom: 3300 } as DOMRect);
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, init: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(options[0]?.rootMargin).toBe('800px 0px');
    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report?.([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('counts a print layout widget as near from the start without measuring or observing it', () => {
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        disconnect() {}
      },
    );
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 3000, bottom: 3300 } as DOMRect);
    render(<Probe always />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(measure).not.toHaveBeenCalled();
    expect(observe).not.toHaveBeenCalled();
  });
});
