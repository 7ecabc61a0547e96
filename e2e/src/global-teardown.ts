import './platform';

export default async function globalTeardown() {
  await globalThis.e2ePlatform?.stop();
  globalThis.e2ePlatform = undefined;
}
