// Owned by the API helper: re-exports every <resource>/<resource>.schema.ts.
export {};
