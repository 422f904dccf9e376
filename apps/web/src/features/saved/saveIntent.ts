import type { User } from '@joblane/accounts';
import { saveJob } from '@joblane/seekers';
import type { FastifyRequest } from 'fastify';

import type { notices } from '../../app/notices.ts';
import { safeReturnTo } from './pageRoutes.ts';

/** The path a signed-out visitor's Save button asks to come back to, signed in. */
export const saveIntentPath = (jobId: string, returnTo: string) =>
  `/saved/${encodeURIComponent(jobId)}?returnTo=${encodeURIComponent(returnTo)}`;

/** The job a sign-in's `next` asks to save (`/saved/<jobId>?returnTo=…`), and where to go after. */
export function saveIntentOf(next: string): { jobId: string; returnTo: string } | null {
  let url: URL;
  try {
    url = new URL(next, 'http://host');
  } catch {
    return null;
  }
  const match = /^\/saved\/([^/]+)$/u.exec(url.pathname);
  if (url.host !== 'host' || match === null) return null;
  let jobId: string;
  try {
    jobId = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const jobPage = `/job/${encodeURIComponent(jobId)}`;
  return { jobId, returnTo: safeReturnTo(url.searchParams.get('returnTo'), jobPage) };
}

/**
 * Where a sign-in (or sign-up) goes: `next`, unless it is a signed-out Save button's: then the
 * job is saved now and the seeker returns to where they pressed Save, with "Job saved". The
 * sign-in is a same-site POST, so no other site can make it save anything; a GET of
 * `/saved/<jobId>` on its own still only asks.
 */
export async function afterSignIn(
  request: FastifyRequest,
  user: Pick<User, 'id' | 'role'>,
  next: string,
): Promise<{ to: string; notice?: keyof typeof notices }> {
  const intent = saveIntentOf(next);
  const { seekers } = request.server;
  if (intent === null || seekers === undefined) return { to: next };
  // Employers keep no saved jobs: back to the page, signed in.
  if (user.role !== 'seeker') return { to: intent.returnTo };
  const job = await request.server.jobs.getJob(intent.jobId, { now: request.server.now() });
  if (job === undefined) return { to: '/jobs' };
  const saved = await saveJob(seekers, user.id, job.id);
  return saved.ok ? { to: intent.returnTo, notice: 'job-saved' } : { to: next };
}
