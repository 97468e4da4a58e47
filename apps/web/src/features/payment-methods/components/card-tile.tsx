import { ActionIcon, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCreditCard, IconDots, IconPlus, IconReplace, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { brandLabel } from '../../../lib/card-brand';
import type { PaymentCard } from '../api/get-payment-methods';

export type CardTileProps = {
  card: PaymentCard;
  index: number;
  busy?: boolean;
  onMakeDefault: (index: number) => void;
  onReplace: (index: number) => void;
  onRemove: (index: number) => void;
};

const tileStyle = { width: 260, minHeight: 140 };

/** One saved card: brand, •••• last4, expiry; the first one carries the 'Default' badge. */
export function CardTile({ card, index, busy, onMakeDefault, onReplace, onRemove }: CardTileProps) {
  const { t } = useTranslation('paymentMethods');
  const label = `${brandLabel(card.brand)} •••• ${card.last4}`;
  return (
    <Paper withBorder radius="md" p="md" style={tileStyle} data-testid="card-tile" aria-label={label}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconCreditCard size={22} />
            <Text fw={600}>{brandLabel(card.brand)}</Text>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('card.menu', { card: label })}
                disabled={busy}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {index > 0 ? (
                <Menu.Item leftSection={<IconStar size={16} />} onClick={() => onMakeDefault(index)}>
                  {t('card.makeDefault')}
                </Menu.Item>
              ) : null}
              <Menu.Item leftSection={<IconReplace size={16} />} onClick={() => onReplace(index)}>
                {t('card.replace')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onRemove(index)}>
                {t('card.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text ff="monospace" size="lg" data-testid="card-number">
          •••• {card.last4}
        </Text>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('card.expires', {
              month: String(card.expMonth).padStart(2, '0'),
              year: String(card.expYear % 100).padStart(2, '0'),
            })}
          </Text>
          {index === 0 ? <StatusBadge kind="card" status="DEFAULT" /> : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The dashed tile that opens the add-card dialog. */
export function AddCardTile({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('paymentMethods');
  return (
    <UnstyledButton onClick={onClick} aria-label={t('card.add')} data-testid="add-card-tile">
      <Paper
        radius="md"
        p="md"
        style={{ ...tileStyle, border: '2px dashed var(--mantine-color-gray-4)' }}
        h="100%"
      >
        <Stack align="center" justify="center" h="100%" gap="xs" mih={108}>
          <IconPlus size={24} />
          <Text fw={500}>{t('card.add')}</Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
