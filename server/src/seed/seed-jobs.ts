import type { AppJobs } from "../core/queue/job-kinds.js";

/**
 * The seed's job sender: the seed runs at start, before the queue exists, and writes the demo's past as it stands.
 * What a job would have done after those writes is already there or done when asked (a certificate's PDF is drawn
 * on its first download), so the jobs they would store are left out.
 */
export const SEED_JOBS: AppJobs = {
  enqueue: async () => null,
  enqueueMany: async () => undefined,
};
