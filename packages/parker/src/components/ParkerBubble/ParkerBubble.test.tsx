import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUBBLE_POSITION_KEY } from '../../utils/bubblePosition';
import { BUBBLE_SIZE, ParkerBubble } from './ParkerBubble';

const bubble = () => screen.getByTestId('parker-bubble');

function drag(from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.pointerDown(bubble(), { button: 0, clientX: from.x, clientY: from.y, pointerId: 1 });
  fireEvent.pointerMove(bubble(), { clientX: to.x, clientY: to.y, pointerId: 1 });
  fireEvent.pointerUp(bubble(), { clientX: to.x, clientY: to.y, pointerId: 1 });
  fireEvent.click(bubble());
}

describe('ParkerBubble', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.innerWidth = 1200;
    window.innerHeight = 800;
  });

  it('starts in the bottom right corner and toggles the drawer on a click', () => {
    const onToggle = vi.fn();
    render(<ParkerBubble open={false} onToggle={onToggle} />);
    expect(bubble()).toHaveStyle({ left: `${1200 - BUBBLE_SIZE - 24}px`, top: `${800 - BUBBLE_SIZE - 24}px` });
    fireEvent.click(bubble());
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('counts a movement of up to 5 px as a click', () => {
    const onToggle = vi.fn();
    render(<ParkerBubble open={false} onToggle={onToggle} />);
    drag({ x: 100, y: 100 }, { x: 103, y: 104 });
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(BUBBLE_POSITION_KEY)).toBeNull();
  });

  it('moves on a drag over 5 px, keeps the place in local storage and does not toggle', () => {
    const onToggle = vi.fn();
    render(<ParkerBubble open={false} onToggle={onToggle} />);
    const start = { x: 1200 - BUBBLE_SIZE - 24, y: 800 - BUBBLE_SIZE - 24 };
    drag({ x: 1150, y: 750 }, { x: 850, y: 450 });
    expect(onToggle).not.toHaveBeenCalled();
    const moved = { x: start.x - 300, y: start.y - 300 };
    expect(bubble()).toHaveStyle({ left: `${moved.x}px`, top: `${moved.y}px` });
    expect(JSON.parse(window.localStorage.getItem(BUBBLE_POSITION_KEY) ?? 'null')).toEqual(moved);
  });

  it('stays inside the window when dragged past its edge or stored outside it', () => {
    window.localStorage.setItem(BUBBLE_POSITION_KEY, JSON.stringify({ x: 5000, y: -40 }));
    render(<ParkerBubble open={false} onToggle={vi.fn()} />);
    expect(bubble()).toHaveStyle({ left: `${1200 - BUBBLE_SIZE}px`, top: '0px' });
    drag({ x: 1170, y: 20 }, { x: -500, y: 2000 });
    expect(bubble()).toHaveStyle({ left: '0px', top: `${800 - BUBBLE_SIZE}px` });
  });

  it('keeps to the corner while the window shrinks and grows again', () => {
    render(<ParkerBubble open={false} onToggle={vi.fn()} />);
    const resize = (width: number, height: number) =>
      act(() => {
        window.innerWidth = width;
        window.innerHeight = height;
        window.dispatchEvent(new Event('resize'));
      });
    resize(700, 500);
    expect(bubble()).toHaveStyle({ left: `${700 - BUBBLE_SIZE - 24}px`, top: `${500 - BUBBLE_SIZE - 24}px` });
    resize(1600, 900);
    expect(bubble()).toHaveStyle({ left: `${1600 - BUBBLE_SIZE - 24}px`, top: `${900 - BUBBLE_SIZE - 24}px` });
  });

  it('goes back to where it was dragged once a window shrunk past it grows again', () => {
    window.localStorage.setItem(BUBBLE_POSITION_KEY, JSON.stringify({ x: 900, y: 600 }));
    render(<ParkerBubble open={false} onToggle={vi.fn()} />);
    act(() => {
      window.innerWidth = 600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(bubble()).toHaveStyle({ left: `${600 - BUBBLE_SIZE}px`, top: '600px' });
    act(() => {
      window.innerWidth = 1200;
      window.dispatchEvent(new Event('resize'));
    });
    expect(bubble()).toHaveStyle({ left: '900px', top: '600px' });
  });

  it('says whether it opens or closes Parker', () => {
    const { rerender } = render(<ParkerBubble open={false} onToggle={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Ask Parker' })).toBeInTheDocument();
    rerender(<ParkerBubble open onToggle={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Close Parker' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('steps out of the open drawer and goes back to its place when it closes', () => {
    const corner = { left: `${1200 - BUBBLE_SIZE - 24}px`, top: `${800 - BUBBLE_SIZE - 24}px` };
    const { rerender } = render(<ParkerBubble open={false} drawerWidth={400} onToggle={vi.fn()} />);
    expect(bubble()).toHaveStyle(corner);
    rerender(<ParkerBubble open drawerWidth={400} onToggle={vi.fn()} />);
    expect(bubble()).toHaveStyle({ left: `${1200 - 400 - BUBBLE_SIZE - 24}px`, top: corner.top });
    rerender(<ParkerBubble open={false} drawerWidth={400} onToggle={vi.fn()} />);
    expect(bubble()).toHaveStyle(corner);
  });

  it('hides while a drawer wider than the window is open, and shows again when it closes', () => {
    const { rerender } = render(<ParkerBubble open drawerWidth={2000} onToggle={vi.fn()} />);
    expect(screen.queryByTestId('parker-bubble')).not.toBeInTheDocument();
    rerender(<ParkerBubble open={false} drawerWidth={2000} onToggle={vi.fn()} />);
    expect(bubble()).toBeInTheDocument();
  });
});
