import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { type CurrencyRow, Money } from '../../../components/money';
import { errorLines } from '../../../lib/form-errors';
import type { AutoTopUpSettings } from '../api/get-payment-methods';
import { useUpdateAutoTopUp } from '../api/update-auto-top-up';
import { AutoTopUpDialog } from './auto-top-up-dialog';
import type { AutoTopUpLimits } from './auto-top-up-values';

export type AutoTopUpPanelProps = {
  settings: AutoTopUpSettings;
  limits: AutoTopUpLimits;
  currency: CurrencyRow | null;
  onChanged: () => void;
};

/**
 * Auto top-up (spec 1 §4): when the balance falls below the threshold, the default card is charged the amount.
 * Turning on opens the dialog (terms must be accepted); turning off saves at once.
 */
export function AutoTopUpPanel({ settings, limits, currency, onChanged }: AutoTopUpPanelProps) {
  const { t } = useTranslation('paymentMethods');
  const [dialog, setDialog] = useState<{ enable: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [serverLines, setServerLines] = useState<string[]>([]);
  const [{ fetching }, updateAutoTopUp] = useUpdateAutoTopUp();

  const turnOff = async () => {
    setNotice(null);
    setServerLines([]);
    const result = await updateAutoTopUp({
      autoTopUp: false,
      autoTopUpThreshold: settings.autoTopUpThreshold,
      autoTopUpAmount: settings.autoTopUpAmount,
    });
    const payload = result.data?.updateAutoTopUp;
    if (payload?.ok) {
      setNotice(t('autoTopUp.turnedOff'));
      onChanged();
    } else setServerLines(errorLines({ errors: payload?.errors, error: result.error }));
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="auto-top-up-panel">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>{t('autoTopUp.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('autoTopUp.description')}
            </Text>
          </div>
          <Switch
            size="md"
            label={settings.autoTopUp ? t('autoTopUp.on') : t('autoTopUp.off')}
            labelPosition="left"
            aria-label={t('autoTopUp.toggle')}
            checked={settings.autoTopUp}
            disabled={fetching}
            onChange={(event) => {
              if (event.currentTarget.checked) setDialog({ enable: true });
              else void turnOff();
            }}
          />
        </Group>
        <ErrorBanner lines={serverLines} />
        {notice ? (
          <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck size={18} />}>
            {notice}
          </Alert>
        ) : null}
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {t('autoTopUp.threshold')}
            </Text>
            <Text fw={600} data-testid="auto-top-up-threshold">
              <Money amount={settings.autoTopUpThreshold} currency={currency} />
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('autoTopUp.amount')}
            </Text>
            <Text fw={600} data-testid="auto-top-up-amount">
              <Money amount={settings.autoTopUpAmount} currency={currency} />
            </Text>
          </div>
          <Button variant="light" onClick={() => setDialog({ enable: settings.autoTopUp })}>
            {t('autoTopUp.edit')}
          </Button>
        </Group>
      </Stack>
      <AutoTopUpDialog
        opened={dialog !== null}
        enable={dialog?.enable ?? settings.autoTopUp}
        onClose={() => setDialog(null)}
        settings={settings}
        limits={limits}
        currency={currency}
        onSaved={() => {
          setDialog(null);
          setServerLines([]);
          setNotice(t('autoTopUp.saved'));
          onChanged();
        }}
      />
    </Paper>
  );
}
