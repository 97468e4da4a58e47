import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { metaCampaignMessages, sellerPageUrlError } from '@portal/domain/meta-campaign-rules';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines, type FieldError } from '../../../lib/form-errors';
import type { MpaSeller } from '../api/company-sellers';
import { useMarketplaceConfig } from '../api/onboarding';
import { useMessageText } from '../hooks/use-message-text';
import { useOnboarding } from '../hooks/use-onboarding';

export type LinkAccountModalProps = {
  seller: MpaSeller;
  opened: boolean;
  onClose: () => void;
  /** The seller is onboarded (the sellers list already says so). */
  onLinked: () => void;
};

const fieldMessages = (errors: readonly FieldError[], field: string) =>
  errors.filter((error) => error.field === field).flatMap((error) => error.messages);

/** Spec 3 §2.2 Link Account: the seller page URL (unless the marketplace has a default) and the confirmation. */
export function LinkAccountModal({ seller, opened, onClose, onLinked }: LinkAccountModalProps) {
  const { t } = useTranslation('mpa');
  const text = useMessageText();
  const [{ data: config, fetching: configLoading }] = useMarketplaceConfig(seller.id, !opened);
  const hasDefaultUrl = Boolean(config?.getMarketplaceConfig.defaultSellerPageUrl);
  const [url, setUrl] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const { state, start, reset } = useOnboarding(seller.id, onLinked);
  const linking = state.phase === 'linking';

  const close = () => {
    if (linking) return;
    reset();
    setServerErrors([]);
    setUrlError(null);
    setConfirmError(null);
    onClose();
  };
  const submit = async () => {
    if (linking) return;
    const nextUrlError = hasDefaultUrl ? null : sellerPageUrlError(url);
    const nextConfirmError = confirmed ? null : metaCampaignMessages.confirmRequired;
    setUrlError(nextUrlError);
    setConfirmError(nextConfirmError);
    if (nextUrlError || nextConfirmError) return;
    setServerErrors([]);
    const refused = await start(hasDefaultUrl ? null : url.trim());
    if (refused)
      setServerErrors(refused.length > 0 ? refused : [{ field: null, messages: ['mpa:link.failed'] }]);
  };

  const otherErrors = serverErrors.filter(
    (error) => error.field !== 'sellerPageUrl' && error.field !== 'confirm',
  );

  return (
    <Modal opened={opened} onClose={close} title={t('link.title')} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{t('link.intro', { seller: seller.nameWithCatalog })}</Text>
        {configLoading && !config ? <Loader size="sm" /> : null}
        {config && !hasDefaultUrl ? (
          <TextInput
            label={t('link.sellerPageUrl')}
            placeholder="https://"
            withAsterisk
            value={url}
            disabled={linking}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onBlur={() => setUrlError(sellerPageUrlError(url))}
            error={text([urlError, ...fieldMessages(serverErrors, 'sellerPageUrl')])}
          />
        ) : null}
        <Checkbox
          label={t('link.confirm')}
          checked={confirmed}
          disabled={linking}
          onChange={(event) => {
            setConfirmed(event.currentTarget.checked);
            if (event.currentTarget.checked) setConfirmError(null);
          }}
          error={text([confirmError, ...fieldMessages(serverErrors, 'confirm')])}
        />
        <ErrorBanner lines={errorLines({ errors: otherErrors })} />
        {state.phase === 'linking' && state.slow ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="status">
            {t('link.slow')}
          </Alert>
        ) : null}
        {state.phase === 'failed' ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {state.message ?? t('link.failed')}
          </Alert>
        ) : null}
        {state.phase === 'timeout' ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('link.timeout')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={linking}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={linking} disabled={!config}>
            {t('link.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
