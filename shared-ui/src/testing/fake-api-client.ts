import type { ApiClient } from 'shared-contracts';

/** An ApiClient whose every method is a jest mock; a test sets the answers it needs. */
export function createFakeApiClient(overrides: Partial<ApiClient> = {}): jest.Mocked<ApiClient> {
  return {
    prefixUrl: '/api',
    get: jest.fn(),
    getList: jest.fn(),
    post: jest.fn(),
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
    upload: jest.fn(),
    ...overrides,
  } as jest.Mocked<ApiClient>;
}
