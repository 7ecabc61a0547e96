// Production browser builds only, beside zod-to-json-schema.js (federation/README.md): stands in
// for zod/v4/locales/en.js, zod's English messages, which its classic schemas install as the
// default locale (about 1 KB gzip on every first visit). No page shows them: every message comes
// from a schema's own French text or from the customError that shared-contracts'
// common/french-errors.ts installs (imported by common/fields.ts, hence by the schemas), which
// always answers first. This locale answers nothing, so zod would fall back to 'Invalid input'.
// The API and the tests (Node) use the real module.
export default function () {
  return { localeError: () => undefined };
}
