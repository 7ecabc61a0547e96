import { PAGE_FIRST_VIEW_ID } from 'shared-contracts';
import { firstRenderCommitted, holdFirstView, resetFirstViewForTests } from './first-view';

function pageWithFirstView() {
  document.body.innerHTML = `<div id="${PAGE_FIRST_VIEW_ID}"><h1>Titre</h1></div><div id="root"></div>`;
}
const firstViewShown = () => document.getElementById(PAGE_FIRST_VIEW_ID) !== null;

describe('the hand-over from the first view to the page', () => {
  beforeEach(() => {
    resetFirstViewForTests();
    pageWithFirstView();
  });

  it('removes it at the first render when nothing is loading', () => {
    firstRenderCommitted();
    expect(firstViewShown()).toBe(false);
  });

  it('keeps it while a loading state holds it, then removes it with the last one', () => {
    const releaseRemote = holdFirstView();
    const releaseSkeleton = holdFirstView();
    firstRenderCommitted();
    expect(firstViewShown()).toBe(true);
    releaseRemote();
    releaseRemote(); // released twice: still one hold left
    expect(firstViewShown()).toBe(true);
    releaseSkeleton();
    expect(firstViewShown()).toBe(false);
  });

  it('keeps it until the first render even when every hold is gone', () => {
    holdFirstView()();
    expect(firstViewShown()).toBe(true);
    firstRenderCommitted();
    expect(firstViewShown()).toBe(false);
  });

  it('does nothing on a page without one', () => {
    document.body.innerHTML = '<div id="root"><p>Page</p></div>';
    firstRenderCommitted();
    expect(document.body.innerHTML).toBe('<div id="root"><p>Page</p></div>');
  });
});
