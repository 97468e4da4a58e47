import { Button, Checkbox, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../../lib/form-errors';
import { useGenerateLandingUrl } from '../api/generate-landing-url';
import { useProductsSuggestionQuery } from '../api/get-products-suggestion';
import { useMessageText } from '../lib/messages';

export type BuildUrlDialogProps = {
  opened: boolean;
  onClose: () => void;
  catalogId: string;
  brandId: string | null;
  initialSkus: string[];
  onBuilt: (landingUrl: string, skus: string[]) => void;
};

/** 'Build URL': choose the brand's products; the server builds the landing page URL for them. */
export function BuildUrlDialog({
  opened,
  onClose,
  catalogId,
  brandId,
  initialSkus,
  onBuilt,
}: BuildUrlDialogProps) {
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const [picked, setPicked] = useState<string[]>(initialSkus);
  const [message, setMessage] = useState<string | null>(null);
  const [{ data }] = useProductsSuggestionQuery({ catalogId, brandId, searchTerm: debounced }, !opened);
  const [{ fetching }, generate] = useGenerateLandingUrl();

  const toggle = (sku: string) =>
    setPicked((current) => (current.includes(sku) ? current.filter((s) => s !== sku) : [...current, sku]));

  const build = async () => {
    setMessage(null);
    const response = await generate({ skus: picked, catalogId });
    const payload = response.data?.generateLandingUrl;
    if (!payload?.ok || !payload.landingUrl) {
      setMessage(
        errorLines({ errors: payload?.errors, error: response.error })[0] ?? 'sponsorContent:error.general',
      );
      return;
    }
    onBuilt(payload.landingUrl, picked);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('buildUrl.title')} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t('buildUrl.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Stack gap={6}>
          {(data?.productsSuggestion ?? []).map((product) => (
            <Group key={product.sku} gap="sm" wrap="nowrap">
              <Checkbox
                checked={picked.includes(product.sku)}
                onChange={() => toggle(product.sku)}
                aria-label={product.sku}
              />
              <Image src={product.image} alt="" w={32} h={32} fit="contain" />
              <Text size="sm" lineClamp={1}>
                {product.name} ({product.sku})
              </Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('buildUrl.picked', { count: picked.length })}
        </Text>
        {message ? (
          <Text size="sm" c="red" role="alert">
            {text(message)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={build} loading={fetching} disabled={picked.length === 0}>
            {t('buildUrl.build')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
