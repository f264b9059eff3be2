import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { announce } from './announcer';

/** How long a page that loads its code or data may take to show its heading. */
const WAIT_FOR_HEADING_MS = 10_000;

function isTyping(element: Element | null): boolean {
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName))
  );
}

/**
 * After a move to another page (not the first load, not a change of query such as a wizard step or
 * a list's page), focus goes to the new page's heading and its title is announced, as a full page
 * load would tell a screen reader. A person who is already typing on the new page keeps the focus.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const deadline = performance.now() + WAIT_FOR_HEADING_MS;
    let frame = 0;
    const look = () => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading) {
        if (performance.now() < deadline) frame = requestAnimationFrame(look);
        return;
      }
      if (!isTyping(document.activeElement)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      announce(document.title);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
