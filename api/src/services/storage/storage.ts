import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type UploadKind = 'image' | 'video' | 'document';

/** Folder of each kind: the public URL contains /images/, /videos/ or /documents/ (spec section 5). */
export const KIND_FOLDERS: Record<UploadKind, string> = {
  image: 'images',
  video: 'videos',
  document: 'documents',
};

/**
 * Where uploaded files live. Keys look like `images/<uuid>.png`, always chosen by the server.
 * The local-disk adapter below serves them through the API; an object store implements the
 * same four calls (and may return its own public URL from urlFor).
 */
export interface Storage {
  save(key: string, data: Buffer, contentType: string): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
  urlFor(key: string): string;
}

const SAFE_KEY = /^(images|videos|documents)\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Files under `root`, served at `${urlPrefix}/<key>` by the uploads route. */
export function createLocalStorage(root: string, urlPrefix = '/api/uploads'): Storage {
  const resolve = (key: string) => {
    // Keys are ours, but a URL coming back from a client is checked again before touching disk.
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async save(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
    },
    async open(key) {
      if (!isSafeKey(key)) return undefined;
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    urlFor(key) {
      return `${urlPrefix}/${key}`;
    },
  };
}

/** The key behind one of our URLs (absolute or relative), or undefined for a foreign URL. */
export function keyFromUrl(url: string, urlPrefix = '/api/uploads'): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local').pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(`${urlPrefix}/`)) return undefined;
  const key = pathname.slice(urlPrefix.length + 1);
  return isSafeKey(key) ? key : undefined;
}
