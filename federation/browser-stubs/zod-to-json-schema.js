// Production browser builds only (federation/README.md, 'zod without its JSON Schema
// generator'): stands in for zod/v4/core/to-json-schema.js, which every zod schema references
// (`schema.toJSONSchema()`, `schema['~standard'].jsonSchema`) and no page calls, so that every
// first visit does without it. Same exports; creating a method works, calling one throws. The
// API and the tests (Node) use the real module.
function unavailable() {
  throw new Error(
    'zod JSON Schema generation is left out of the browser build (federation/browser-stubs)',
  );
}

export const initializeContext = unavailable;
export const handleUnrepresentable = unavailable;
export const processSchema = unavailable;
export { processSchema as process };
export const extractDefs = unavailable;
export const finalize = unavailable;
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
