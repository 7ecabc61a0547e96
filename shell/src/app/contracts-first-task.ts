// One export, so that the import() in src/index.ts takes only what the shell uses anyway:
// shared-contracts is tree-shaken like @mantine/core (federation/README.md), and a namespace
// import would count as using every export of its copy (the server's texts included).
export { ROUTES } from 'shared-contracts';
