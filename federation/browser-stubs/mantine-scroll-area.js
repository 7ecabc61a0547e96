// Production browser builds only (federation/browser-substitutes.js): stands in for Mantine's
// ScrollArea where Modal and Table import it. Modal only compares its `scrollAreaComponent` prop
// with ScrollArea.Autosize (no page passes one), and only Table.ScrollContainer, which no page
// uses, would render it: then as a plain box scrolling natively, like its type="native".
import { createElement, forwardRef } from 'react';

/** ScrollArea's own options, which mean nothing to a native box. */
const SCROLL_AREA_PROPS = [
  'type',
  'offsetScrollbars',
  'scrollbarSize',
  'scrollHideDelay',
  'scrollbars',
  'viewportRef',
  'viewportProps',
  'onScrollPositionChange',
];

export const ScrollArea = forwardRef(function ScrollArea({ children, style, ...props }, ref) {
  for (const name of SCROLL_AREA_PROPS) delete props[name];
  return createElement('div', { ref, ...props, style: { overflow: 'auto', ...style } }, children);
});
ScrollArea.Autosize = ScrollArea;
