import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { marketplaceKeyNameSchema } from '@portal/domain/marketplace-keys';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import {
  type MarketplaceApiKey,
  readMarketplaceApiKey,
  readMarketplaceApiKeys,
  useCreateMarketplaceApiKey,
  useMarketplaceApiKeys,
  useRevokeMarketplaceApiKey,
} from '../api/marketplace-api-keys';
import { DemoHistoryPanel } from './demo-history-panel';
import { MarketplaceKeysTable } from './marketplace-keys-table';

/** Where the server publishes the marketplace API's OpenAPI document. */
export const OPENAPI_URL = '/v1/openapi.json';

export type MarketplaceKeysPageProps = {
  /** The staff user's profile zone (decision 0181). */
  timeZone: string;
};

type NewKey = { name: string; secret: string };

/**
 * Staff: the keys the marketplace calls `/v1/ads/*` with. Creating one shows its secret once (the server
 * keeps only its hash); revoking asks first and cannot be undone.
 */
export function MarketplaceKeysPage({ timeZone }: MarketplaceKeysPageProps) {
  const { t } = useTranslation('staff');
  const [{ data, error, fetching }, refetch] = useMarketplaceApiKeys();
  const [createState, createKey] = useCreateMarketplaceApiKey();
  const [revokeState, revokeKey] = useRevokeMarketplaceApiKey();
  const [isCreating, setIsCreating] = useState(false);
  const [createLines, setCreateLines] = useState<string[]>([]);
  const [newKey, setNewKey] = useState<NewKey | null>(null);
  const [revoking, setRevoking] = useState<MarketplaceApiKey | null>(null);
  const [revokeLines, setRevokeLines] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const keys = useMemo(() => readMarketplaceApiKeys(data?.marketplaceApiKeys), [data?.marketplaceApiKeys]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: schemaValidator(marketplaceKeyNameSchema, (key) => t(key)),
  });

  const openCreate = () => {
    form.reset();
    setCreateLines([]);
    setNotice(null);
    setIsCreating(true);
  };

  const submitCreate = async ({ name }: { name: string }) => {
    setCreateLines([]);
    const result = await createKey({ name: name.trim() });
    const payload = result.data?.createMarketplaceApiKey;
    if (!payload?.ok || !payload.key || !payload.secret) {
      setCreateLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    setIsCreating(false);
    setNewKey({ name: readMarketplaceApiKey(payload.key).name, secret: payload.secret });
    refetch({ requestPolicy: 'network-only' });
  };

  const openRevoke = useCallback((key: MarketplaceApiKey) => {
    setRevokeLines([]);
    setNotice(null);
    setRevoking(key);
  }, []);

  const confirmRevoke = async () => {
    if (!revoking) return;
    const result = await revokeKey({ id: revoking.id });
    const payload = result.data?.revokeMarketplaceApiKey;
    if (!payload?.ok) {
      setRevokeLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    setNotice(t('marketplaceKeys.revoked', { name: revoking.name }));
    setRevoking(null);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Stack gap="lg">
      {/* On a phone the button goes under the title; the long documentation address breaks anywhere. */}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} miw={0} style={{ flex: '1 1 20rem', overflowWrap: 'anywhere' }}>
          <Title order={1}>{t('marketplaceKeys.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('marketplaceKeys.subtitle')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('marketplaceKeys.docs', { url: OPENAPI_URL })}
          </Text>
        </Stack>
        <Button leftSection={<IconKey size={16} />} onClick={openCreate} style={{ flexShrink: 0 }}>
          {t('marketplaceKeys.create')}
        </Button>
      </Group>
      {notice ? (
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ErrorBanner lines={errorLines({ error })} />
          <MarketplaceKeysTable
            keys={keys}
            isLoading={!data && fetching}
            timeZone={timeZone}
            onRevoke={openRevoke}
          />
        </Stack>
      </Paper>
      <DemoHistoryPanel timeZone={timeZone} />

      <Modal
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        title={t('marketplaceKeys.createTitle')}
      >
        <form onSubmit={form.onSubmit(submitCreate)} noValidate>
          <Stack gap="sm">
            <ErrorBanner lines={createLines} />
            <TextInput
              label={t('marketplaceKeys.name')}
              placeholder={t('marketplaceKeys.namePlaceholder')}
              required
              maxLength={100}
              data-autofocus
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setIsCreating(false)}>
                {t('marketplaceKeys.cancel')}
              </Button>
              <Button type="submit" loading={createState.fetching}>
                {t('marketplaceKeys.createSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal
        opened={newKey !== null}
        onClose={() => setNewKey(null)}
        title={t('marketplaceKeys.secretTitle')}
        closeOnClickOutside={false}
        size="lg"
      >
        {newKey ? (
          <Stack gap="sm">
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('marketplaceKeys.secretWarning')}
            </Alert>
            <Text size="sm" fw={500}>
              {t('marketplaceKeys.secretLabel', { name: newKey.name })}
            </Text>
            <Code block data-testid="marketplace-key-secret" style={{ wordBreak: 'break-all' }}>
              {newKey.secret}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={newKey.secret}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    color={copied ? 'teal' : undefined}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={copy}
                  >
                    {copied ? t('marketplaceKeys.copied') : t('marketplaceKeys.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setNewKey(null)}>{t('marketplaceKeys.done')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>

      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('marketplaceKeys.revokeTitle')}
      >
        {revoking ? (
          <Stack gap="sm">
            <Text size="sm">
              {t('marketplaceKeys.revokeConfirm', { name: revoking.name, prefix: revoking.prefix })}
            </Text>
            <ErrorBanner lines={revokeLines} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRevoking(null)}>
                {t('marketplaceKeys.cancel')}
              </Button>
              <Button color="red" onClick={confirmRevoke} loading={revokeState.fetching}>
                {t('marketplaceKeys.revokeSubmit')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
