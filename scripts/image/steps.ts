/** One step of `npm run test:image` and how long it took. */
export interface StepTime {
  name: string;
  seconds: number;
}

/** Seconds as people read them: "48 s", "3 min 12 s". */
export function describeSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/**
 * Times each step and says when it starts and how long it took, so a maintainer sees where the
 * minutes go (the image build dominates) and the summary can list them.
 */
export class StepClock {
  readonly times: StepTime[] = [];

  async time<T>(name: string, step: () => Promise<T>): Promise<T> {
    console.log(`\n== ${name}`);
    const started = performance.now();
    try {
      return await step();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      this.times.push({ name, seconds });
      console.log(`== ${name}: ${describeSeconds(seconds)}`);
    }
  }
}
