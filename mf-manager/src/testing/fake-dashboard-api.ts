import type { ApiClient } from 'shared-contracts';
import { createFakeApiClient } from 'shared-ui/testing';

export interface DashboardAnswers {
  association?: unknown;
  campaigns?: unknown[];
  donations?: unknown[];
  /** GET /dashboard/tax-receipts: every receipt (the fake filters by ?year=) and the totals. */
  taxReceipts?: {
    receipts: { year: number }[];
    totals: unknown[];
    associations?: { id: string; name: string }[];
  };
}

/**
 * A fake client answering the manager's reads by path. A missing association or campaign
 * answers 404 as the API does.
 */
export function fakeDashboardApi(answers: DashboardAnswers): jest.Mocked<ApiClient> {
  const client = createFakeApiClient();
  client.get.mockImplementation(async (path: string, options?: { searchParams?: object }) => {
    const { ApiError } = await import('shared-contracts');
    if (path === '/dashboard/tax-receipts') {
      const year = (options?.searchParams as { year?: number } | undefined)?.year;
      const { receipts = [], totals = [], associations = [] } = answers.taxReceipts ?? {};
      return {
        receipts: receipts.filter((row) => !year || row.year === year),
        totals,
        associations,
      };
    }
    if (path === '/dashboard/association') {
      if (answers.association) return answers.association;
      throw new ApiError(404, { detail: "Aucune information d'association disponible" });
    }
    const campaignId = /^\/dashboard\/campaigns\/([^/]+)$/.exec(path)?.[1];
    if (campaignId) {
      const found = (answers.campaigns as { id: string }[] | undefined)?.find(
        (campaign) => campaign.id === decodeURIComponent(campaignId),
      );
      if (found) return found;
      throw new ApiError(404, { detail: 'Campagne non trouvée' });
    }
    throw new Error(`unexpected GET ${path}`);
  });
  client.getList.mockImplementation(async (path: string) => {
    if (path === '/dashboard/campaigns') return answers.campaigns ?? [];
    if (path === '/donations') return answers.donations ?? [];
    throw new Error(`unexpected GET list ${path}`);
  });
  return client;
}
