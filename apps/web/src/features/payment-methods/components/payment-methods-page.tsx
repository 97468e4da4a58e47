import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { brandLabel } from '../../../lib/card-brand';
import { errorLines } from '../../../lib/form-errors';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { type PaymentCard, usePaymentMethodsPage } from '../api/get-payment-methods';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { AutoTopUpPanel } from './auto-top-up-panel';
import { limitsOf } from './auto-top-up-values';
import { CardFormDialog } from './card-form-dialog';
import { AddCardTile, CardTile } from './card-tile';

export const DEFAULT_MAX_CARDS = 3;

export type PaymentMethodsPageProps = {
  /** Flag add_multiple_cards: without it only the first card is shown. */
  multipleCards: boolean;
  /** Flag show_auto_top_up. */
  showAutoTopUp: boolean;
  /** Configuration max_number_of_cards (default 3). */
  maxCards?: number | null;
};

type CardDialog = { indexToReplace: number | null } | null;

/** /billing/method (spec 1 §2): card tiles, the add-card tile, the auto top-up panel and their dialogs. */
export function PaymentMethodsPage({ multipleCards, showAutoTopUp, maxCards }: PaymentMethodsPageProps) {
  const { t } = useTranslation('paymentMethods');
  const [{ data, error, fetching }, refetch] = usePaymentMethodsPage();
  const [cardDialog, setCardDialog] = useState<CardDialog>(null);
  const [removing, setRemoving] = useState<{ index: number; card: PaymentCard } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [{ fetching: settingDefault }, setDefault] = useSetDefaultPaymentMethod();
  const [{ fetching: deleting }, deleteCard] = useDeletePaymentMethod();

  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);

  if (!data && fetching) return <CenteredLoader />;
  if (!data) return <ErrorBanner lines={errorLines({ error })} />;

  const allCards = data.paymentMethods;
  const cards = multipleCards ? allCards : allCards.slice(0, 1);
  const limit = maxCards != null && maxCards > 0 ? maxCards : DEFAULT_MAX_CARDS;
  // Without add_multiple_cards one card is the limit: the tile's menu replaces it.
  const canAdd = allCards.length < (multipleCards ? limit : 1);
  const currency = data.wallet?.currency ?? null;
  const limits = limitsOf(data.cardPaymentMinMax, currency?.maxFractionDigits ?? 2);
  const provider = data.paymentClientData.provider || data.paymentProvider;

  const run = async (
    action: Promise<{
      data?: { [key: string]: { ok: boolean; errors: { messages: string[] }[] } };
      error?: Error;
    }>,
    message: string,
  ) => {
    setNotice(null);
    setLines([]);
    const result = await action;
    const payload = result.data ? Object.values(result.data)[0] : undefined;
    if (payload?.ok) {
      setNotice(message);
      reload();
      return true;
    }
    setLines(errorLines({ errors: payload?.errors, error: result.error as never }));
    return false;
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2}>{t('cards.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('cards.description')}
        </Text>
        <ErrorBanner lines={lines} />
        {notice ? (
          <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck size={18} />}>
            {notice}
          </Alert>
        ) : null}
        <Group align="stretch" gap="md" data-testid="card-tiles">
          {cards.map((card, index) => (
            <CardTile
              key={card.id}
              card={card}
              index={index}
              busy={settingDefault || deleting}
              onMakeDefault={(at) => void run(setDefault({ index: at }), t('cards.defaultChanged'))}
              onReplace={(at) => setCardDialog({ indexToReplace: at })}
              onRemove={(at) => setRemoving({ index: at, card: allCards[at]! })}
            />
          ))}
          {canAdd ? <AddCardTile onClick={() => setCardDialog({ indexToReplace: null })} /> : null}
        </Group>
        {cards.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cards.empty')}
          </Text>
        ) : null}
      </Stack>

      {allCards.length > 0 && showAutoTopUp && data.allowTopUp ? (
        <AutoTopUpPanel settings={data.autoTopUp} limits={limits} currency={currency} onChanged={reload} />
      ) : null}

      <CardFormDialog
        opened={cardDialog !== null}
        indexToReplace={cardDialog?.indexToReplace ?? null}
        provider={provider}
        tokenUrl={data.paymentClientData.tokenUrl}
        onClose={() => setCardDialog(null)}
        onSaved={() => {
          setNotice(cardDialog?.indexToReplace == null ? t('cards.added') : t('cards.replaced'));
          setLines([]);
          setCardDialog(null);
          reload();
        }}
      />

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('remove.title')} size="sm">
        {removing ? (
          <Stack>
            <Text>
              {t('remove.question', {
                card: `${brandLabel(removing.card.brand)} •••• ${removing.card.last4}`,
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)} disabled={deleting}>
                {t('actions.cancel')}
              </Button>
              <Button
                color="red"
                loading={deleting}
                onClick={async () => {
                  await run(deleteCard({ index: removing.index }), t('cards.removed'));
                  setRemoving(null);
                }}
              >
                {t('remove.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
