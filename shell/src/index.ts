// The async boundary of federation: nothing shared is needed before the share scope is ready.
// The libraries the first render needs are evaluated one per task, in the order they depend on
// each other, before the bootstrap: evaluated by the bootstrap's static imports they make one
// long task on a phone-class CPU (docs/decisions/0001); apart, the page can paint and take
// input between them.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Mantine and shared-contracts through modules that re-export one export the shell uses
  // anyway: a namespace import of a tree-shaken library counts as using all its exports, and the
  // shell's shared-exports.json would claim to provide every one (the deploy's export check would then
  // let a missing one through; e2e/tests/deploy.test.ts catches it).
  const steps = [
    () => import('react-dom/client'),
    // Before shared-contracts builds its schemas (see zod-jitless).
    () => import('./app/zod-jitless'),
    () => import('./app/mantine-first-task'),
    // The browser's first fr-FR currency and date formats load its locale data, otherwise
    // inside shared-contracts' evaluation (which builds its formatters as it loads). The same
    // locale, currency and time zone as shared-contracts' constants (LOCALE, CURRENCY,
    // format/date.ts); a later format of them is then immediate.
    async () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
    async () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' }),
    () => import('./app/contracts-first-task'),
    () => import('shared-ui'),
  ];
  for (const step of steps) {
    try {
      await step();
    } catch {
      // The bootstrap imports it again and reports what fails.
    }
    await nextTask();
  }
  await import('./bootstrap');
}

void start();
