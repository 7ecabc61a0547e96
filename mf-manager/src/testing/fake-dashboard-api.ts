import type { ApiClient } from 'shared-contracts';
import { createFakeApiClient } from 'shared-ui/testing';

export interface DashboardAnswers {
  association?: unknown;
  campaigns?: unknown[];
  donations?: unknown[];
}

/**
 * A fake client answering the manager's reads by path. A missing association answers 404 as
 * the API does ('Aucune information d'association disponible').
 */
export function fakeDashboardApi(answers: DashboardAnswers): jest.Mocked<ApiClient> {
  const client = createFakeApiClient();
  client.get.mockImplementation(async (path: string) => {
    if (path === '/dashboard/association') {
      if (answers.association) return answers.association;
      const { ApiError } = await import('shared-contracts');
      throw new ApiError(404, { detail: "Aucune information d'association disponible" });
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
