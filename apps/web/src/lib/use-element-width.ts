import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The width of an element as the browser lays it out, followed as it changes (a window resized, a side
 * panel opened); null until measured, and where nothing lays out (no ResizeObserver, a width of 0).
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const report = (next: number) => setWidth(next > 0 ? Math.round(next) : null);
    report(element.getBoundingClientRect().width);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) report(entry.contentRect.width);
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, width];
}
