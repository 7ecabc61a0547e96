import { escapeHtml, MS_PER_DAY, PRIVACY_TEXTS } from 'shared-contracts';
import type { Database } from '../../db/client';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueJob } from '../jobs/enqueue';
import type { JobHandlers } from '../jobs/tasks';
import type { MailMessage, MailService } from '../mail/mail-service';
import { sendOnce } from '../mail/send-once';
import { purgeGuestContacts } from './purge-guest-contacts';

/** The retention job runs once a day: the period is counted in months, a day late is nothing. */
export const GUEST_CONTACT_PURGE_INTERVAL_MS = MS_PER_DAY;

export interface PrivacyJobDeps {
  db: Database;
  mail: MailService;
  logger: FastifyBaseLogger;
  /** Between two runs of the retention job; 0: no recurring run. */
  purgeIntervalMs: number;
}

/** The next run of the retention job: one waiting across instances (job key). */
export function scheduleGuestContactPurge(db: Database, delayMs: number): Promise<void> {
  return enqueueJob(db, 'purge-guest-contacts', {}, { delayMs, jobKey: 'purge-guest-contacts' });
}

export function accountErasedEmail(input: { to: string; fullName: string }): MailMessage {
  const paragraphs = PRIVACY_TEXTS.erasureEmail.paragraphs(input.fullName);
  return {
    to: input.to,
    subject: PRIVACY_TEXTS.erasureEmail.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html lang="fr"><body>${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('\n')}</body></html>`,
  };
}

/** The RGPD jobs: the deletion's confirmation (once), the guests' retention (daily, then again). */
export function privacyJobHandlers(
  deps: PrivacyJobDeps,
): Pick<JobHandlers, 'account-erased-email' | 'purge-guest-contacts'> {
  return {
    'account-erased-email': (job) =>
      sendOnce(
        deps,
        `account-erased:${job.userId}`,
        accountErasedEmail({ to: job.email, fullName: job.fullName }),
      ),
    'purge-guest-contacts': async () => {
      try {
        const count = await purgeGuestContacts(deps.db);
        // A count only: never whose contacts were erased.
        if (count > 0) deps.logger.info({ count }, 'guest contact data erased after retention');
      } finally {
        if (deps.purgeIntervalMs > 0)
          await scheduleGuestContactPurge(deps.db, deps.purgeIntervalMs);
      }
    },
  };
}
