// The dialog solves its checkout challenge with crypto.subtle (SHA-256), which jsdom lacks:
// Node's own Web Crypto stands in, the same API as the browser's.
const { webcrypto } = require('node:crypto');
if (!globalThis.crypto || !globalThis.crypto.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
