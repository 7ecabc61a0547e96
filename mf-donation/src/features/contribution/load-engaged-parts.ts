type EngagedParts = typeof import('./engaged-parts');

let loaded: EngagedParts | null = null;
let loading: Promise<EngagedParts> | null = null;

/**
 * The dialog's engaged parts (engaged-parts.ts), loaded once; a failed load (the network) is
 * tried again by the next call.
 */
export function loadEngagedParts(): Promise<EngagedParts> {
  loading ??= import(/* webpackChunkName: "contribution-engaged" */ './engaged-parts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The engaged parts once loaded, else null: a handler uses them without waiting when it can. */
export function engagedParts(): EngagedParts | null {
  return loaded;
}

/**
 * The donor engages with the form (a pointer or a focus in it): the parts start loading, so
 * that they are there when a submit or a posted reward needs them. A failure waits for that
 * need, which loads them again and shows its own error.
 */
export function preloadEngagedParts(): void {
  loadEngagedParts().catch(() => undefined);
}
