import type { ComponentType } from 'react';
import { RELEASE_VERSION } from '../config/release';

/** An exposed page marked with the release that renders it; `display: contents` adds no box. */
export function released<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function ReleasedPage(props: P) {
    return (
      <div data-release={RELEASE_VERSION} style={{ display: 'contents' }}>
        <Page {...props} />
      </div>
    );
  }
  ReleasedPage.displayName = `Released(${Page.displayName ?? Page.name})`;
  return ReleasedPage;
}
