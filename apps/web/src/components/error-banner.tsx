import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/validate';

export type ErrorBannerProps = { lines: readonly string[]; title?: string };

/** The red banner of a form: one line per server message (spec 1 §8). */
export function ErrorBanner({ lines, title }: ErrorBannerProps) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      <Stack gap={2}>
        {lines.map((line) => (
          <Text key={line} size="sm" c="red.9">
            {translateMessage(line, (key, values) => t(key, values))}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
