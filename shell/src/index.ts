// The async boundary of federation: nothing shared is needed before the share scope settles.
// The libraries the first render needs are evaluated one per task, in the order they depend on
// each other, before the bootstrap: evaluated by the bootstrap's static imports they made one
// task of about 300 ms on a phone-class CPU (Lighthouse's total blocking time); apart, the page
// can paint and take input between them.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const steps = [
    () => import('react-dom/client'),
    // Before shared-contracts builds its schemas (see zod-jitless).
    () => import('./app/zod-jitless'),
    () => import('@mantine/core'),
    () => import('shared-contracts'),
    () => import('react-router-dom'),
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
