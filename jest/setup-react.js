/* global jest */
// Every React package's tests (jsdom): jest-dom's matchers, and patience for a busy machine.
// Screens with lazy parts (the rich-text editor, a remote's first render) can take more than
// testing-library's default second to render on two loaded cores (CI is such a machine):
// findBy* and waitFor wait up to 5 s before calling a screen wrong, inside a 30 s test timeout
// (the root jest.config.js sets the same for a whole run; this one holds for a package run alone).
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// jsdom lays nothing out, so it cannot scroll: the shell scrolls on each navigation, and jsdom's
// own window.scrollTo would only log 'Not implemented'. Tests that check scrolling spy on it.
if (typeof window !== 'undefined') window.scrollTo = () => {};
