import path from 'node:path';
import type { Config } from '../../config';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

/** The object store when S3_BUCKET is set (several instances), else $DATA_DIR/uploads. */
export function storageFromConfig(config: Config): Storage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
}
