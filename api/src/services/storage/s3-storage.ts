import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { isSafeKey, type Storage } from './storage';

/**
 * Files in an S3-compatible bucket (AWS, Scaleway, OVH, MinIO...), for several API instances:
 * an upload through one instance is served by every other. The bucket stays private: files
 * are still served through the API at `${urlPrefix}/<key>`, so documents keep their access
 * check and images their cache headers, whatever the store's own sharing settings.
 */
export function createS3Storage(config: S3Config, urlPrefix = '/api/uploads'): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: most S3-compatible stores reject the SDK's
    // default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };
  return {
    async save(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: checked(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    },
    async open(key) {
      if (!isSafeKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!(object.Body instanceof Readable)) return undefined;
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checked(key) }));
    },
    urlFor(key) {
      return `${urlPrefix}/${key}`;
    },
  };
}
