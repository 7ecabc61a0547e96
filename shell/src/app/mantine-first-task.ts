// One export, so that the import() in src/index.ts takes only what the shell uses anyway (a
// namespace import of the library would count as using every export of its tree-shaken copy).
export { MantineProvider } from '@mantine/core';
