import { DEFAULT_API_PREFIX } from '../constants';
import { ApiError } from './api-error';

/** Anything with zod's `parse`: the client checks answers without depending on a zod type. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  searchParams?: SearchParams;
  /** Checks and types the unwrapped answer. */
  schema?: Parser<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Keep the whole body instead of its `data` (uploads read `success` beside `data`). */
  raw?: boolean;
  /** Read a file answer (a PDF, a CSV) as a Blob: a download that needs the Bearer token. */
  blob?: boolean;
}

export interface ListOptions<T> extends Omit<RequestOptions<T[]>, 'schema'> {
  /** Checks each item of the list. */
  itemSchema?: Parser<T>;
}

export interface ApiClientOptions {
  /** Prefix of every path: the runtime setting, '/api' by default. Absolute under Node. */
  prefixUrl?: string;
  /** The current token, read at each call so a login or logout needs no new client. */
  getToken?: () => string | null | undefined;
  /**
   * Called on an `unauthenticated` answer (401) to a call that carried a token: the session has
   * expired. A failed login (`login_failed`, or any refusal of a call without a token) is not a
   * session expiry and does not call it.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** The fetch to call (tests answer through the app itself); the page's own otherwise. */
  fetch?: typeof fetch;
  /** Milliseconds before a call without answer fails as 'no response' (30 s by default). */
  timeout?: number;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** A list, where any non-list answer reads as empty (spec section 7). */
  getList<T = unknown>(path: string, options?: ListOptions<T>): Promise<T[]>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * Multipart POST with one file under `field` ('file' unless the call says otherwise), or a
   * whole FormData sent as it is (several files and fields: an association's sign-up).
   */
  upload<T = unknown>(
    path: string,
    file: Blob | FormData,
    options?: RequestOptions<T> & { field?: string; filename?: string },
  ): Promise<T>;
  /** The prefix the client calls, for links that must reach the API directly. */
  readonly prefixUrl: string;
}

// Upper case: fetch() normalises GET, POST, PUT and DELETE but sends 'patch' as it is written.
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const DEFAULT_TIMEOUT_MS = 30_000;

/** Bodies are often `{ data: ... }`, sometimes the payload itself (spec section 7). */
function unwrapData(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

/** The list inside an answer; anything else reads as empty. */
function asList<T = unknown>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * The request of a call: the prefix and the path joined by one slash, the search parameters
 * without their empty values appended (serialised by URLSearchParams, as the preloads of
 * page-reads.ts expect). A relative prefix resolves against the page, as fetch() resolves it.
 */
function buildRequest(
  prefixUrl: string,
  path: string,
  params: SearchParams | undefined,
  init: RequestInit,
): Request {
  const joined = prefixUrl ? `${prefixUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
  const request = new Request(joined, init);
  const entries = Object.entries(params ?? {}).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  if (entries.length === 0) return request;
  const url = new URL(request.url);
  for (const [key, value] of entries) url.searchParams.append(key, String(value));
  return new Request(url, init);
}

/**
 * The answer of `fetchFn(request)`, or a rejection when `timeoutMs` pass first (the request is
 * then aborted) or when `callerSignal` aborts (with its reason, an AbortError by default).
 * No retry: the screens decide what to do with a failure, and a silent retry would only delay
 * the toast.
 */
async function fetchWithTimeout(
  fetchFn: typeof fetch,
  makeRequest: (signal: AbortSignal) => Request,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
): Promise<Response> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const request = makeRequest(controller.signal);
    return await new Promise<Response>((resolve, reject) => {
      timer = setTimeout(() => {
        const timedOut = new DOMException(
          `Request timed out: ${request.method} ${request.url}`,
          'TimeoutError',
        );
        controller.abort(timedOut);
        // Also for a fetch that ignores its signal.
        reject(timedOut);
      }, timeoutMs);
      fetchFn(request).then(resolve, reject);
    });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const prefixUrl = options.prefixUrl ?? DEFAULT_API_PREFIX;
  const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
  // The global fetch is read at each call, not kept: a test or a polyfill may replace it later.
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(
    method: Method,
    path: string,
    requestOptions: RequestOptions<unknown> | undefined,
    payload: { json?: unknown; body?: FormData },
  ): Promise<unknown> {
    const token = options.getToken?.() ?? null;
    const headerValues: Record<string, string> = {
      Accept: 'application/json',
      ...requestOptions?.headers,
    };
    if (token) headerValues.Authorization = `Bearer ${token}`;
    const headers = new Headers(headerValues);
    let requestBody: BodyInit | undefined = payload.body;
    if (payload.json !== undefined) {
      requestBody = JSON.stringify(payload.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    // No mode nor credentials: fetch's defaults (cors, same-origin) are those of the page's
    // `<link rel="preload" as="fetch" crossorigin="anonymous">`, so Chromium hands the
    // preloaded answer to this call instead of asking again.
    let response: Response;
    try {
      response = await fetchWithTimeout(
        fetchFn,
        (signal) =>
          buildRequest(prefixUrl, path, requestOptions?.searchParams, {
            method,
            headers,
            body: requestBody,
            signal,
          }),
        timeoutMs,
        requestOptions?.signal,
      );
    } catch (cause) {
      if (requestOptions?.signal?.aborted) throw cause;
      throw new ApiError(null, undefined, { cause });
    }
    if (response.ok && requestOptions?.blob) return response.blob();
    const body = await readBody(response);
    if (!response.ok) {
      const error = new ApiError(response.status, body);
      if (error.code === 'unauthenticated' && token) options.onUnauthorized?.(error);
      throw error;
    }
    return requestOptions?.raw ? body : unwrapData(body);
  }

  function parsed<T>(value: unknown, schema: Parser<T> | undefined): T {
    return schema ? schema.parse(value) : (value as T);
  }

  return {
    prefixUrl,
    async get<T>(path: string, o?: RequestOptions<T>) {
      return parsed(await send('GET', path, o, {}), o?.schema);
    },
    async getList<T>(path: string, o?: ListOptions<T>) {
      const list = asList(await send('GET', path, o, {}));
      const itemSchema = o?.itemSchema;
      return itemSchema ? list.map((item) => itemSchema.parse(item)) : (list as T[]);
    },
    async post<T>(path: string, body?: unknown, o?: RequestOptions<T>) {
      return parsed(await send('POST', path, o, { json: body }), o?.schema);
    },
    async put<T>(path: string, body?: unknown, o?: RequestOptions<T>) {
      return parsed(await send('PUT', path, o, { json: body }), o?.schema);
    },
    async patch<T>(path: string, body?: unknown, o?: RequestOptions<T>) {
      return parsed(await send('PATCH', path, o, { json: body }), o?.schema);
    },
    async delete<T>(path: string, o?: RequestOptions<T>) {
      return parsed(await send('DELETE', path, o, {}), o?.schema);
    },
    async upload<T>(
      path: string,
      file: Blob,
      o?: RequestOptions<T> & { field?: string; filename?: string },
    ) {
      if (file instanceof FormData)
        return parsed(await send('POST', path, o, { body: file }), o?.schema);
      const form = new FormData();
      const filename = o?.filename ?? (file instanceof File ? file.name : 'file');
      form.append(o?.field ?? 'file', file, filename);
      return parsed(await send('POST', path, o, { body: form }), o?.schema);
    },
  };
}

/**
 * The same client with every call bound to `signal`: a screen hands it to the typed calls, and
 * leaving the screen aborts whatever they sent, with no signal parameter on each call.
 */
export function withSignal(client: ApiClient, signal: AbortSignal): ApiClient {
  return {
    prefixUrl: client.prefixUrl,
    get: (path, o) => client.get(path, { ...o, signal }),
    getList: (path, o) => client.getList(path, { ...o, signal }),
    post: (path, body, o) => client.post(path, body, { ...o, signal }),
    put: (path, body, o) => client.put(path, body, { ...o, signal }),
    patch: (path, body, o) => client.patch(path, body, { ...o, signal }),
    delete: (path, o) => client.delete(path, { ...o, signal }),
    upload: (path, file, o) => client.upload(path, file, { ...o, signal }),
  };
}
