import type { Auth } from "../../auth";
import type { JobQueue } from "../../lib/jobs";
import type { Logger } from "../../lib/logger";

export const PASSWORD_RESET_QUEUE = "auth.password-reset";

export interface PasswordResetJob {
  email: string;
  redirectTo?: string;
}

/**
 * The visitor's request only queues this job, for any address, so the answer and its timing are
 * the same whether an account exists; the lookup, the token and the mail happen here.
 */
export async function enqueuePasswordReset(jobs: JobQueue, job: PasswordResetJob): Promise<void> {
  await jobs.send(PASSWORD_RESET_QUEUE, job, { retryLimit: 2 });
}

export async function registerPasswordResetWorker(deps: { auth: Auth; jobs: JobQueue; logger: Logger }) {
  await deps.jobs.workEach<PasswordResetJob>(PASSWORD_RESET_QUEUE, async (job) => {
    await deps.auth.api.requestPasswordReset({ body: { email: job.data.email, redirectTo: job.data.redirectTo } });
  });
}
