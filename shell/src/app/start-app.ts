import {
  configureAssociationSignUpUrl,
  configureOperatorIdentity,
  configureSharedApi,
  createApiClient,
  currentToken,
  type ApiClient,
} from 'shared-contracts';
import { loadRuntimeConfig, readRuntimeConfig } from '../config/runtime-config';
import { persistTokenInCookie, restoreSessionFromCookie } from '../lib/session';
import { createHttpErrorWiring, type HttpErrorWiring } from '../lib/errors/http-error-wiring';
import { showErrorToast } from '../lib/errors/toasts';
import { startFederation } from '../lib/federation/start-federation';
import { navigateTo } from '../lib/navigation';

export interface StartedApp {
  client: ApiClient;
  errors: HttpErrorWiring;
}

/**
 * Everything that must happen before the first render, in parallel where it can: the runtime
 * settings, the remotes registered from the runtime manifest, the session restored from the
 * `token` cookie.
 */
export async function startApp(): Promise<StartedApp> {
  // The remotes manifest's address is the page's own (the runtime config only sets the API
  // base): its read starts now, in parallel, instead of one round trip later.
  const federation = startFederation(readRuntimeConfig().remotesManifestUrl, (failure) =>
    // For operators: which remote failed and why; the user sees the route's French fallback.
    console.warn(`Remote ${failure.id} failed to load`, failure.error),
  );
  const config = await loadRuntimeConfig();
  const errors = createHttpErrorWiring({
    notify: (message) => showErrorToast(message),
    navigate: navigateTo,
  });
  const client = createApiClient({
    prefixUrl: config.apiBase,
    getToken: currentToken,
    onUnauthorized: errors.onUnauthorized,
  });
  // Every remote reads the same client and error policy through the shared-contracts singleton.
  configureSharedApi({ client, reportError: errors.reportError });
  // The legal pages name the operator of this deployment (its LEGAL_* settings).
  configureOperatorIdentity(config.operator);
  // 'Inscrire mon association' opens the operator's external form when one is set.
  configureAssociationSignUpUrl(config.registerAssociationUrl);
  // On arrival an expired cookie is only cleared: no toast, no redirect (spec section 4).
  const sessionClient = createApiClient({ prefixUrl: config.apiBase, getToken: currentToken });
  persistTokenInCookie();
  await Promise.all([federation, restoreSessionFromCookie(sessionClient)]);
  return { client, errors };
}
