import { Tooltip, type TooltipProps } from 'antd';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';

type Child = ReactElement<{
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}>;

export interface HoverTooltipProps {
  title: TooltipProps['title'];
  placement?: TooltipProps['placement'];
  /** One element that takes a ref, mouse and focus handlers (a button, a span, an icon). */
  children: Child;
}

// jsdom (component tests) fires a click's events on the element it found before the pointer came over it: there
// the tooltip is mounted from the start, as antd's is, so that element is still the one on the page.
const mountsAtOnce = () => typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');

/**
 * antd's Tooltip, mounted only when the pointer first comes over its element (or the element gets focus). A
 * dashboard holds hundreds of such hints (product buttons, column help, names), and each mounted Tooltip costs
 * its trigger, observers and styles while the page draws, for a hint hardly anyone opens. Once mounted it
 * opens at once and behaves as antd's from then on; an element that had focus keeps it.
 */
export function HoverTooltip({ title, placement, children }: HoverTooltipProps) {
  const [armed, setArmed] = useState<'hover' | 'focus' | 'start' | null>(() => (mountsAtOnce() ? 'start' : null));
  const element = useRef<HTMLElement | null>(null);
  // Wrapping the element in the Tooltip mounts it anew: focus moves back to it.
  useEffect(() => {
    if (armed === 'focus') element.current?.focus();
  }, [armed]);
  if (armed) {
    return (
      <Tooltip title={title} placement={placement} defaultOpen={armed === 'hover'}>
        {cloneElement(children, { ref: element })}
      </Tooltip>
    );
  }
  return cloneElement(children, {
    ref: element,
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      children.props.onMouseEnter?.(event);
      // Mounting the tooltip replaces the element: done before this event returns, the press and release that
      // follow (a fast click, a tap) land on the new element instead of one that is gone by the release.
      flushSync(() => setArmed('hover'));
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      setArmed('focus');
    },
  });
}
