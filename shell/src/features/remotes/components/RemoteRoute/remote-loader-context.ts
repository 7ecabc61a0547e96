import { createContext, type ComponentType } from 'react';
import { loadRemoteModule } from '../../../../lib/federation/load-remote-module';

export type RemotePageModule = { default: ComponentType<Record<string, unknown>> };
export type RemoteModuleLoader = (id: string) => Promise<RemotePageModule>;

/** The loader every RemoteRoute uses; tests provide a fake one. */
export const RemoteLoaderContext = createContext<RemoteModuleLoader>((id) =>
  loadRemoteModule<RemotePageModule>(id),
);
