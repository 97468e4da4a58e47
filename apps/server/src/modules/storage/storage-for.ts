import path from 'node:path';
import type { AppDeps } from '../../app-deps';
import { createLocalStorage, createMemoryStorage, type ObjectStorage } from './object-storage';

const byConfig = new WeakMap<AppDeps['config'], ObjectStorage>();

/**
 * The storage of an app instance, made once per configuration: in memory under NODE_ENV=test (each
 * test app its own), else the local folder DATA_DIR/uploads. A bucket would be chosen here (decision 0076).
 */
export function storageFor(deps: Pick<AppDeps, 'config'>): ObjectStorage {
  const existing = byConfig.get(deps.config);
  if (existing) return existing;
  const storage =
    deps.config.nodeEnv === 'test'
      ? createMemoryStorage()
      : createLocalStorage(path.resolve(deps.config.dataDir, 'uploads'));
  byConfig.set(deps.config, storage);
  return storage;
}
