import {
  Button,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { ProductImage } from '@portal/domain/sponsor-campaign-form';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../../lib/form-errors';
import { useGenerateProductBackground } from '../api/generate-product-background';
import { useMessageText } from '../lib/messages';

export type ProductBackgroundsProps = {
  skus: string[];
  images: Record<string, ProductImage>;
  catalogId: string;
  onChange: (images: Record<string, ProductImage>) => void;
  readOnly?: boolean;
};

/** Generated backgrounds (flag enable_custom_product_image): 4 per batch, one picked per SKU. */
export function ProductBackgrounds({ skus, images, catalogId, onChange, readOnly }: ProductBackgroundsProps) {
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const [sku, setSku] = useState<string | null>(skus[0] ?? null);
  const [prompt, setPrompt] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [batch, setBatch] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, generate] = useGenerateProductBackground();

  const run = async (nextAttempt: number) => {
    if (!sku) return;
    setMessage(null);
    const response = await generate({ catalogId, sku, prompt: prompt.trim(), attempt: nextAttempt });
    const payload = response.data?.generateProductBackground;
    if (!payload?.ok) {
      setMessage(
        errorLines({ errors: payload?.errors, error: response.error })[0] ?? 'sponsorContent:error.general',
      );
      return;
    }
    setAttempt(nextAttempt);
    setBatch(payload.images);
  };

  const pick = (url: string) => {
    if (!sku) return;
    onChange({ ...images, [sku]: { url, path: url, prompt: prompt.trim() } });
  };

  const remove = (target: string) => {
    const { [target]: _removed, ...rest } = images;
    onChange(rest);
  };

  return (
    <Stack gap="xs">
      <Text fw={500}>{t('backgrounds.title')}</Text>
      {readOnly ? null : (
        <>
          <Group align="flex-end" grow>
            <Select
              label={t('backgrounds.sku')}
              data={skus}
              value={sku}
              onChange={(value) => {
                setSku(value);
                setBatch([]);
              }}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label={t('backgrounds.prompt')}
              placeholder={t('backgrounds.promptPlaceholder')}
              value={prompt}
              onChange={(event) => setPrompt(event.currentTarget.value)}
            />
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconSparkles size={14} />}
              disabled={!sku || prompt.trim() === ''}
              loading={fetching}
              onClick={() => run(1)}
            >
              {t('backgrounds.generate')}
            </Button>
            {batch.length > 0 ? (
              <Button size="xs" variant="light" loading={fetching} onClick={() => run(attempt + 1)}>
                {t('backgrounds.more')}
              </Button>
            ) : null}
          </Group>
          {message ? (
            <Text size="sm" c="red" role="alert">
              {text(message)}
            </Text>
          ) : null}
          {batch.length > 0 ? (
            <SimpleGrid cols={4} spacing="xs" role="radiogroup" aria-label={t('backgrounds.batch')}>
              {batch.map((url, index) => {
                const isChosen = sku ? images[sku]?.url === url : false;
                return (
                  <UnstyledButton
                    key={url}
                    role="radio"
                    aria-checked={isChosen}
                    aria-label={t('backgrounds.option', { number: index + 1 })}
                    onClick={() => pick(url)}
                    style={{
                      border: `2px solid ${isChosen ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
                      borderRadius: 6,
                    }}
                  >
                    <Image src={url} alt="" h={96} fit="cover" radius="sm" />
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          ) : null}
        </>
      )}
      {Object.entries(images).length > 0 ? (
        <Group gap="xs">
          {Object.entries(images).map(([imageSku, image]) => (
            <Stack key={imageSku} gap={2} align="center">
              <Image src={image.url} alt={imageSku} w={64} h={64} fit="cover" radius="sm" />
              <Text size="xs">{imageSku}</Text>
              {readOnly ? null : (
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(imageSku)}>
                  {t('backgrounds.remove')}
                </Button>
              )}
            </Stack>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
