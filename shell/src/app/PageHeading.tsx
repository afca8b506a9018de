import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A signed-in page's h1: its route's title, read out and not drawn (each page shows its own visible heading under
 * it). When a navigation leaves the focus nowhere (the control that had it went with the page it was on: Sign In,
 * the profile modal's Continue), the heading takes it, so a keyboard or screen-reader user starts at the new page;
 * a menu link that keeps the focus keeps it.
 */
export function PageHeading({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) heading.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <h1 ref={heading} tabIndex={-1} className="portal-visually-hidden">
      {title}
    </h1>
  );
}
