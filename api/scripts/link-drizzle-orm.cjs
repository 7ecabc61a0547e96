// The lockfile keeps drizzle-orm in api/node_modules while drizzle-kit is hoisted to the root,
// and drizzle-kit imports drizzle-orm (ESM, NODE_PATH ignored) from its own folder. A symlink
// at the root gives it the layout npm would have produced by hoisting. Idempotent.
const fs = require('node:fs');
const path = require('node:path');

const target = path.join(__dirname, '..', 'node_modules', 'drizzle-orm');
const link = path.join(__dirname, '..', '..', 'node_modules', 'drizzle-orm');
if (fs.existsSync(target) && !fs.existsSync(link)) {
  fs.symlinkSync(path.relative(path.dirname(link), target), link, 'dir');
}
