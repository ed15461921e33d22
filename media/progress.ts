/**
 * Progress of a long generating step, for whoever watches the terminal: a line every few seconds
 * with how many are done and, from the pace so far, about how long the rest takes.
 */
const EVERY_MS = 5_000;

export function progress(label: string, total: number, unit: string) {
  const started = Date.now();
  let done = 0;
  let said = started;
  return {
    step() {
      done++;
      const now = Date.now();
      if (now - said < EVERY_MS || done === total) return;
      said = now;
      const left = Math.ceil((((now - started) / done) * (total - done)) / 1000);
      console.log(`${label}: ${done} of ${total} ${unit}, about ${left} s left`);
    },
  };
}
