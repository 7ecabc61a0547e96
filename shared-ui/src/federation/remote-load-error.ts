/** A federated module that could not be loaded after every retry. */
export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly moduleId: string;

  constructor(moduleId: string, remote: string, cause: unknown) {
    super(`Remote module ${moduleId} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.moduleId = moduleId;
  }
}
