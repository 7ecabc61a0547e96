import ky, { type KyInstance } from 'ky';
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
   * Called on a 401 answer to a call that carried a token: the session has expired. A 401
   * without a token (a failed login) is not a session expiry and does not call it.
   */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Milliseconds before a call without answer fails as 'no response'. */
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
  /** Multipart POST with one file under `field` ('file' unless the call says otherwise). */
  upload<T = unknown>(
    path: string,
    file: Blob,
    options?: RequestOptions<T> & { field?: string; filename?: string },
  ): Promise<T>;
  /** The prefix the client calls, for links that must reach the API directly. */
  readonly prefixUrl: string;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Bodies are often `{ data: ... }`, sometimes the payload itself (spec section 7). */
export function unwrapData(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

/** The list inside an answer; anything else reads as empty. */
export function asList<T = unknown>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function cleanSearchParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) clean[key] = String(value);
  }
  return clean;
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
  const http: KyInstance = ky.create({
    prefix: prefixUrl,
    // The screens decide what to do with a failure; a silent retry would only delay the toast.
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeout ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send(
    method: Method,
    path: string,
    requestOptions: RequestOptions<unknown> | undefined,
    payload: { json?: unknown; body?: FormData },
  ): Promise<unknown> {
    const token = options.getToken?.() ?? null;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...requestOptions?.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await http(path, {
        method,
        headers,
        searchParams: cleanSearchParams(requestOptions?.searchParams),
        signal: requestOptions?.signal,
        ...(payload.json !== undefined ? { json: payload.json } : {}),
        ...(payload.body !== undefined ? { body: payload.body } : {}),
      });
    } catch (cause) {
      if (requestOptions?.signal?.aborted) throw cause;
      throw new ApiError(null, undefined, { cause });
    }
    if (response.ok && requestOptions?.blob) return response.blob();
    const body = await readBody(response);
    if (!response.ok) {
      const error = new ApiError(response.status, body);
      if (response.status === 401 && token) options.onUnauthorized?.(error);
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
      return parsed(await send('get', path, o, {}), o?.schema);
    },
    async getList<T>(path: string, o?: ListOptions<T>) {
      const list = asList(await send('get', path, o, {}));
      const itemSchema = o?.itemSchema;
      return itemSchema ? list.map((item) => itemSchema.parse(item)) : (list as T[]);
    },
    async post<T>(path: string, body?: unknown, o?: RequestOptions<T>) {
      return parsed(await send('post', path, o, { json: body }), o?.schema);
    },
    async put<T>(path: string, body?: unknown, o?: RequestOptions<T>) {
      return parsed(await send('put', path, o, { json: body }), o?.schema);
    },
    async patch<T>(path: string, body?: unknown, o?: RequestOptions<T>) {
      return parsed(await send('patch', path, o, { json: body }), o?.schema);
    },
    async delete<T>(path: string, o?: RequestOptions<T>) {
      return parsed(await send('delete', path, o, {}), o?.schema);
    },
    async upload<T>(
      path: string,
      file: Blob,
      o?: RequestOptions<T> & { field?: string; filename?: string },
    ) {
      const form = new FormData();
      const filename = o?.filename ?? (file instanceof File ? file.name : 'file');
      form.append(o?.field ?? 'file', file, filename);
      return parsed(await send('post', path, o, { body: form }), o?.schema);
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
