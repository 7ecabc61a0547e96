// Production browser builds only, beside the zod stubs of browser-stubs/ (federation/README.md,
// 'zod's classic schemas, lighter'). Applied to zod/v4/classic/schemas.js, it makes two edits,
// each dropping code that every first visit loaded and no page runs; the API and the tests
// (Node) use the real module.
//
// 1. z.string() carries a method for every string format (.email(), .uuid(), .ipv6(), .jwt(),
//    .datetime()...), and each keeps that format's schema classes, checks and regular expressions
//    in the bundle, used or not (about 3 KB gzip). The platform's schemas use none of them (their
//    own rules check e-mails, postal codes and identifiers; scripts/lib/zod-classic-loader.test.mjs
//    fails if a front-end file calls one): those methods point at one function that throws.
//    z.email() and the other top-level format builders stay available (kept only when used).
// 2. z.object() builds a $ZodObjectJIT, which compiles a parser with `new Function` unless zod is
//    jitless, and the shell makes it jitless before any schema is built (shell/src/app/zod-jitless.ts:
//    the page's CSP refuses eval). Jitless, $ZodObjectJIT parses exactly as $ZodObject does; built
//    on $ZodObject, the compiler and its code writer are dropped (about 1.2 KB gzip).
const NAME = 'federation/zod-classic-loader.js';
const STRING_FORMAT_METHOD =
  /\n {4}(\w+)\(params\) \{\n {8}return this\.check\(core\._\w+\(Zod\w+, params\)\);\n {4}\},/g;
const ZOD_STRING = 'export const ZodString = ';
const AFTER_ZOD_STRING = 'export function string(';
/** Fewer means zod changed shape: fail the build rather than ship the formats again unnoticed. */
const STRING_FORMATS_AT_LEAST = 20;
const OBJECT_JIT = 'core.$ZodObjectJIT.init(inst, def);';
const OBJECT = 'core.$ZodObject.init(inst, def);';

function zodChanged(what) {
  return new Error(`${NAME}: ${what} (zod changed: review the edits of this loader)`);
}

function withoutStringFormats(source) {
  const start = source.indexOf(ZOD_STRING);
  const end = source.indexOf(AFTER_ZOD_STRING, start);
  if (start < 0 || end < 0) throw zodChanged('ZodString is not where this loader expects it');
  const removed = [];
  const methods = source.slice(start, end).replace(STRING_FORMAT_METHOD, (_match, name) => {
    removed.push(name);
    return `\n    ${name}: stringFormatLeftOut,`;
  });
  if (removed.length < STRING_FORMATS_AT_LEAST) {
    throw zodChanged(`found ${removed.length} string format methods on ZodString`);
  }
  const leftOut =
    'function stringFormatLeftOut() {\n' +
    `    throw new Error("z.string()'s format methods are left out of browser builds (${NAME}): use z.email(), z.uuid()...");\n` +
    '}\n';
  return source.slice(0, start) + leftOut + methods + source.slice(end);
}

function withoutObjectJit(source) {
  if (source.split(OBJECT_JIT).length !== 2) throw zodChanged('ZodObject is not built as expected');
  return source.replace(OBJECT_JIT, OBJECT);
}

module.exports = function zodClassicForBrowsers(source) {
  return withoutObjectJit(withoutStringFormats(source));
};

module.exports.STRING_FORMAT_METHOD = STRING_FORMAT_METHOD;
