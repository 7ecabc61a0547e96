import { createContext } from 'react';
import { loadFederated, type FederatedModuleLoader } from 'shared-ui';

export type RemoteModuleLoader = FederatedModuleLoader<Record<string, unknown>>;

/** The loader every RemoteRoute uses; tests provide a fake one. */
export const RemoteLoaderContext = createContext<RemoteModuleLoader>((id) => loadFederated(id));
