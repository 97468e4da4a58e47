import { Anchor, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import { maxSkusMessage, parseSkuCsv, parseSkuText, tooManySkus } from '@portal/domain/sponsor-skus';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExistProductsResult } from '../api/exist-products';
import { useCheckSkus } from '../hooks/use-check-skus';
import { useMessageText } from '../lib/messages';
import { sampleCsvHref } from '../lib/sample-csv';
import { ActionRequiredDialog } from './action-required-dialog';
import { NotFoundSkus } from './not-found-skus';

export type SkuInputProps = {
  skus: string[];
  onChange: (skus: string[]) => void;
  catalogId: string | null;
  brandId: string | null;
  validateSellers: boolean;
  /** Whether the user may add the outside sellers (OWNER/ADMIN, staff). */
  canAddSellers: boolean;
  error?: string | null;
};

type Pending = { found: string[]; check: ExistProductsResult };

/** SKUs typed or uploaded as CSV, checked against the catalog before they join the list. */
export function SkuInput({
  skus,
  onChange,
  catalogId,
  brandId,
  validateSellers,
  canAddSellers,
  error,
}: SkuInputProps) {
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const checkSkus = useCheckSkus();
  const [typed, setTyped] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [notFound, setNotFound] = useState<string[]>([]);
  const [isChecking, setIsChecking] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  const add = async (candidates: string[]) => {
    setMessages([]);
    setNotFound([]);
    if (!catalogId) {
      setMessages([ruleMessage('targetCountryIsNotSelected')]);
      return;
    }
    const fresh = candidates.filter((sku) => !skus.includes(sku));
    if (fresh.length === 0) return;
    if (tooManySkus(skus.length + fresh.length)) {
      setMessages([maxSkusMessage()]);
      return;
    }
    setIsChecking(true);
    const check = await checkSkus(fresh, { catalogId, brandId }).finally(() => setIsChecking(false));
    if (!check) {
      setMessages(['sponsorContent:skus.checkFailed']);
      return;
    }
    setNotFound(check.notFound);
    const found = fresh.filter((sku) => check.found.includes(sku));
    if (validateSellers && check.outsideSkus.length > 0) setPending({ found, check });
    else onChange([...skus, ...found]);
  };

  const addTyped = async () => {
    await add(parseSkuText(typed));
    setTyped('');
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    const parsed = parseSkuCsv(await file.text());
    if (parsed.tooMany) {
      setNotFound([]);
      setMessages([maxSkusMessage()]);
      return;
    }
    await add(parsed.skus);
  };

  const resolvePending = (sellersAdded: boolean) => {
    if (!pending) return;
    const outside = new Set(pending.check.outsideSkus);
    onChange([...skus, ...pending.found.filter((sku) => sellersAdded || !outside.has(sku))]);
    setPending(null);
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={t('skus.label')}
        description={t('skus.description')}
        placeholder={t('skus.placeholder')}
        autosize
        minRows={2}
        maxRows={6}
        value={typed}
        error={error}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <Group gap="xs">
        <Button size="xs" onClick={addTyped} disabled={typed.trim() === ''} loading={isChecking}>
          {t('skus.add')}
        </Button>
        <FileButton onChange={upload} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconFileUpload size={14} />}>
              {t('skus.uploadCsv')}
            </Button>
          )}
        </FileButton>
        <Anchor size="xs" href={sampleCsvHref()} download="sample-skus.csv">
          <Group gap={4} component="span">
            <IconDownload size={14} />
            {t('skus.sampleCsv')}
          </Group>
        </Anchor>
      </Group>
      {messages.length > 0 || notFound.length > 0 ? (
        <Stack gap={2} role="alert">
          {messages.map((message) => (
            <Text key={message} size="sm" c="red">
              {text(message)}
            </Text>
          ))}
          <NotFoundSkus skus={notFound} color="red" />
        </Stack>
      ) : null}
      {pending ? (
        <ActionRequiredDialog
          opened
          skus={pending.check.outsideSkus}
          sellers={pending.check.outsideSellers}
          canAddSellers={canAddSellers}
          onDone={resolvePending}
        />
      ) : null}
    </Stack>
  );
}
