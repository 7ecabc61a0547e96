import { useLayoutEffect } from 'react';
import { PAGE_FIRST_VIEW_ID } from 'shared-contracts';

/**
 * The hand-over from the first view the server may send with a public page (its heading painted
 * before any JavaScript: api/src/plugins/frontend/first-view.ts) to the shell's render. While the
 * first view is in the page its CSS hides the shell's root; the shell removes it once its first
 * render is committed and nothing holds it any more, in a layout effect: the page replaces the
 * first view in the same frame, and the visitor never sees the heading give way to a loader.
 * What holds it: a loading state that would show less than the first view (the shell's
 * RemoteLoading while a route's remote loads, a page's skeleton while its record loads).
 * Without a first view (other routes, a session) nothing happens. Module state: shared-ui is a
 * singleton in the share scope, so the shell and the remotes hold the same first view.
 */
let holds = 0;
let isCommitted = false;

function removeWhenDue(doc: Document) {
  if (isCommitted && holds === 0) doc.getElementById(PAGE_FIRST_VIEW_ID)?.remove();
}

/** The shell's first render is committed (its root's layout effect). */
export function firstRenderCommitted(doc: Document = document) {
  isCommitted = true;
  removeWhenDue(doc);
}

/** A route's remote is loading: keep the first view; the returned function lets it go. */
export function holdFirstView(doc: Document = document): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    removeWhenDue(doc);
  };
}

/** For tests: back to a page that has not rendered yet. */
export function resetFirstViewForTests() {
  holds = 0;
  isCommitted = false;
}

/** Keeps the first view while the component that calls it is mounted (a loading state). */
export function useFirstViewHold() {
  useLayoutEffect(() => holdFirstView(), []);
}
