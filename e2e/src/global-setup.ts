import { startPlatform } from './platform';

export default async function globalSetup() {
  const platform = await startPlatform();
  globalThis.e2ePlatform = platform;
  // Test files read it; with --runInBand they run in this process, otherwise workers inherit it.
  process.env.E2E_BASE_URL = platform.baseUrl;
  // Journeys that read what the platform wrote (the mail outbox of $DATA_DIR/mail).
  process.env.E2E_DATA_DIR = platform.dataDir;
}
