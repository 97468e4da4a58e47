import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../config/env';

/** Where export files go: `${DATA_DIR}/exports`, or a temporary folder under test (docs/decisions/0061). */
export function exportsDir(config: Pick<AppConfig, 'dataDir' | 'nodeEnv'>): string {
  return config.nodeEnv === 'test'
    ? path.join(tmpdir(), 'portal-test-exports')
    : path.resolve(config.dataDir, 'exports');
}

export const exportDownloadUrl = (id: number) => `/v1/exports/${id}/download`;
