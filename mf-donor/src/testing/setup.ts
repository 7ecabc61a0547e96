import { configure } from '@testing-library/react';

// Mantine forms with the lazy editor take more than the default second to settle on a busy
// two-core machine: wait longer before calling a screen wrong.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
