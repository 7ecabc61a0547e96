import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a link's #target may take to appear (a remote's page loads after the route). */
const HASH_WAIT_MS = 5_000;

/**
 * Scrolls the page as a visitor expects when the router moves, since BrowserRouter does not:
 * a link or a redirect to another page opens it at its top; a link with a #target brings that
 * element into view once it is drawn; back and forward (POP) are left to the browser, which puts
 * the person back where they were, and so are the page's own #anchors (the browser scrolls to
 * them). Changing only the query (a tab, a filter, a page of results) keeps the position.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  useLayoutEffect(() => {
    const isNewPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (navigationType === 'POP') return undefined;
    if (hash.length > 1) return scrollToTarget(hash.slice(1));
    if (isNewPage) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, navigationType]);

  return null;
}

/** Brings the element named by the hash into view, now or as soon as it is drawn. */
function scrollToTarget(fragment: string): (() => void) | undefined {
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // A malformed escape: look for the id as written.
  }
  const reveal = () => {
    const target = document.getElementById(id);
    target?.scrollIntoView();
    return target !== null;
  };
  if (reveal()) return undefined;
  window.scrollTo(0, 0);
  const observer = new MutationObserver(() => {
    if (reveal()) stop();
  });
  const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
