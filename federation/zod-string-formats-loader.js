// Production browser builds only, beside the zod stubs of browser-stubs/ (federation/README.md,
// 'zod without its string formats'). zod's classic z.string() carries a method for every string
// format (.email(), .uuid(), .ipv6(), .jwt(), .datetime()...), and each method keeps that
// format's schema classes, checks and regular expressions in the bundle, used or not: about
// 3 KB gzip on every first visit. The platform's schemas use none of them (their own rules
// check e-mails, postal codes and identifiers; scripts/lib/zod-string-formats.test.mjs fails if a
// front-end file calls one). This loader, applied to zod/v4/classic/schemas.js, points those
// methods at one function that throws, so that what they referenced is dropped; z.email() and
// the other top-level format builders stay available (kept only when used). The API and the
// tests (Node) use the real module.
const METHOD =
  /\n {4}(\w+)\(params\) \{\n {8}return this\.check\(core\._\w+\(Zod\w+, params\)\);\n {4}\},/g;
const NAME = 'federation/zod-string-formats-loader.js';
const START = 'export const ZodString = ';
const END = 'export function string(';
/** Fewer means zod changed shape: fail the build rather than ship the formats again unnoticed. */
const EXPECTED_AT_LEAST = 20;

module.exports = function zodWithoutStringFormats(source) {
  const start = source.indexOf(START);
  const end = source.indexOf(END, start);
  if (start < 0 || end < 0) {
    throw new Error(`${NAME}: ZodString is not where this loader expects it (zod changed)`);
  }
  const removed = [];
  const methods = source.slice(start, end).replace(METHOD, (_match, name) => {
    removed.push(name);
    return `\n    ${name}: stringFormatLeftOut,`;
  });
  if (removed.length < EXPECTED_AT_LEAST) {
    throw new Error(
      `${NAME}: found ${removed.length} string format methods on ZodString, expected at least ${EXPECTED_AT_LEAST} (zod changed)`,
    );
  }
  const leftOut =
    'function stringFormatLeftOut() {\n' +
    '    throw new Error("z.string()\'s format methods are left out of browser builds (federation/zod-string-formats-loader.js): use z.email(), z.uuid()...");\n' +
    '}\n';
  return source.slice(0, start) + leftOut + methods + source.slice(end);
};

module.exports.STRING_FORMAT_METHOD = METHOD;
