/**
 * A schema (or a shape of schemas) built on first use instead of when its module loads, in a
 * browser. shared-contracts' barrel declares some 120 wire schemas; built as the barrel loads
 * they were about 1,300 zod instances, made in one long task on every first page, while a page
 * uses a few of them, and only once its data arrives (docs/decisions/0001). The value stands in
 * for the schema: every read goes to the schema, built by `build` at the first one; a module's
 * lazy schemas may name each other in any order, as they are built after every module has loaded.
 * Outside a browser (the API, scripts, node tests) the schema is built at once and returned as
 * is: a server builds them once at start, and its parses go through no indirection.
 */
export function lazy<T extends object>(build: () => T): T {
  if (typeof document === 'undefined') return build();
  return lazyValue(build);
}

/** The stand-in itself (exported for tests, which run where `lazy` builds at once). */
export function lazyValue<T extends object>(build: () => T): T {
  let value: T | undefined;
  const target = () => (value ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, next) => Reflect.set(target(), key, next),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may not call a property non-configurable when its own (empty) target lacks it.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}
