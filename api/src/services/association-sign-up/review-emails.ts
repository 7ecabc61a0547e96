import { and, eq } from 'drizzle-orm';
import { absoluteHref, escapeHtml, ROUTES } from 'shared-contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { associations, userAssociations, users } from '../../db/schema';
import type { MailMessage, MailService } from '../mail/mail-service';
import { sendOnce } from '../mail/send-once';
import type { JobPayloads } from '../jobs/enqueue';

/** The French email of the super admin's decision, to one manager. */
export function reviewDecisionEmail(input: {
  to: string;
  fullName: string;
  associationName: string;
  status: 'approved' | 'rejected';
  reason: string | null;
  dashboardUrl: string;
}): MailMessage {
  const paragraphs =
    input.status === 'approved'
      ? [
          `Bonjour ${input.fullName},`,
          `Bonne nouvelle : l’inscription de l’association « ${input.associationName} » a été approuvée.`,
          'Vous pouvez dès maintenant vous connecter à votre tableau de bord pour compléter votre profil et publier vos campagnes.',
        ]
      : [
          `Bonjour ${input.fullName},`,
          `Nous avons examiné la demande d’inscription de l’association « ${input.associationName} » et ne pouvons pas l’approuver pour le moment.`,
          ...(input.reason ? [`Motif : ${input.reason}`] : []),
          'Vous pouvez corriger les éléments indiqués depuis votre tableau de bord, ou répondre à ce message pour toute question.',
        ];
  const label = 'Ouvrir mon tableau de bord';
  return {
    to: input.to,
    subject:
      input.status === 'approved'
        ? 'Votre association a été approuvée'
        : 'Votre demande d’inscription n’a pas été approuvée',
    text: `${paragraphs.join('\n\n')}\n\n${input.dashboardUrl}\n`,
    html: `<!doctype html><html lang="fr"><body>${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('\n')}\n<p><a href="${escapeHtml(input.dashboardUrl)}">${label}</a></p></body></html>`,
  };
}

/**
 * The `association-review-email` job: each manager of the association (their accounts, or the
 * manager email the record holds when no account manages it) gets the decision once.
 */
export async function sendReviewEmails(
  deps: { db: Database; mail: MailService; config: Pick<Config, 'publicUrl'> },
  job: JobPayloads['association-review-email'],
): Promise<void> {
  const [association] = await deps.db
    .select()
    .from(associations)
    .where(eq(associations.id, job.associationId))
    .limit(1);
  if (!association) return;
  const managers = await deps.db
    .select({ email: users.email, fullName: users.fullName })
    .from(userAssociations)
    .innerJoin(users, eq(users.id, userAssociations.userId))
    .where(
      and(
        eq(userAssociations.associationId, job.associationId),
        eq(users.role, 'association_manager'),
      ),
    );
  const recipients =
    managers.length > 0
      ? managers
      : association.managerEmail
        ? [{ email: association.managerEmail, fullName: association.managerName ?? '' }]
        : [];
  const dashboardUrl = absoluteHref(deps.config.publicUrl, ROUTES.dashboard.href());
  for (const recipient of recipients) {
    await sendOnce(
      deps,
      `association-review:${job.decisionId}:${recipient.email}`,
      reviewDecisionEmail({
        to: recipient.email,
        fullName: recipient.fullName,
        associationName: association.name,
        status: job.status,
        reason: job.reason,
        dashboardUrl,
      }),
    );
  }
}
