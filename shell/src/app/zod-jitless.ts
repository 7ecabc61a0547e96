import { z } from 'zod';

// Imported first by the bootstrap: zod 4 decides whether to compile its object parsers with
// `new Function` when a schema is built (shared-contracts builds them as it loads), probing
// eval once; the page's CSP refuses eval and reports the probe as a violation. jitless skips
// both. The setting lives on globalThis, so every copy of zod on the page reads it.
z.config({ jitless: true });
