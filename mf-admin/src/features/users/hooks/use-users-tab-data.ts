import { getAdminAssociations, getAdminUsers, type Association, type User } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

export interface UsersTabData {
  users: User[];
  /** For the 'associations managed' choice of a manager, and their names in the list. */
  associations: Association[];
}

/** GET /admin/users and /admin/associations. */
export function useUsersTabData() {
  return useApiCall(async (client): Promise<UsersTabData> => {
    const [users, associations] = await Promise.all([
      getAdminUsers(client),
      getAdminAssociations(client),
    ]);
    return { users, associations };
  }, []);
}
