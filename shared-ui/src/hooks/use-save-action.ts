import type { ApiClient } from 'shared-contracts';
import { showSuccessToast } from '../components/SuccessToast/show-success-toast';
import { useApiAction } from './use-api-action';

export interface SaveCalls<I, T> {
  /** POST: the record does not exist yet. */
  create: (client: ApiClient, input: I) => Promise<T>;
  /** PUT by id. */
  update: (client: ApiClient, id: string, input: I) => Promise<T>;
  /** The spec's success toasts ('Campagne créée avec succès', '… mise à jour …'). */
  createdText: string;
  updatedText: string;
}

/**
 * The save of a create-or-edit form: `update` when the form edits the record `id`, `create`
 * otherwise, then the success toast. A failure goes to the shell like any useApiAction's.
 */
export function useSaveAction<I, T>(id: string | undefined, calls: SaveCalls<I, T>) {
  return useApiAction(async (client, _signal, input: I) => {
    const saved = id ? await calls.update(client, id, input) : await calls.create(client, input);
    showSuccessToast(id ? calls.updatedText : calls.createdText);
    return saved;
  });
}
