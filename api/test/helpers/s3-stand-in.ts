import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../../src/config';

interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;

export interface S3StandIn {
  config: S3Config;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, with one empty bucket,
 * its objects in a temp folder. s3rver accepts the key pair S3RVER / S3RVER.
 */
export async function startS3StandIn(bucket = 'plateforme-dons-test'): Promise<S3StandIn> {
  // s3rver ships no types; it is only ever loaded by tests.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as S3rverClass;
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3-stand-in-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
