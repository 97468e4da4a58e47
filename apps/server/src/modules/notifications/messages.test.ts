import { readFileSync } from 'node:fs';
import path from 'node:path';
import { supportedLanguages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { webLocalesDir } from '../../config/paths';
import { notificationMessageKeys } from './messages';

describe('notification messages', () => {
  it('has a text for every message key in every language of the web (issue 12)', () => {
    for (const { code } of supportedLanguages) {
      const file = JSON.parse(readFileSync(path.join(webLocalesDir, code, 'notifications.json'), 'utf8')) as {
        message?: Record<string, string>;
      };
      for (const key of notificationMessageKeys) expect(file.message?.[key], `${code}: ${key}`).toBeTruthy();
    }
  });
});
