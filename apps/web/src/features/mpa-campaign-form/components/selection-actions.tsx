import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SelectionActionsProps = {
  selectedCount: number;
  canAddAll: boolean;
  isAdding: boolean;
  onAddSelected: () => void;
  onAddAll: () => void;
};

/** Add the selected rows, or every product of the tab, to the sponsored list. */
export function SelectionActions({
  selectedCount,
  canAddAll,
  isAdding,
  onAddSelected,
  onAddAll,
}: SelectionActionsProps) {
  const { t } = useTranslation('mpaForm');
  return (
    <Group gap="xs" justify="flex-end">
      <Button size="xs" variant="light" disabled={selectedCount === 0 || isAdding} onClick={onAddSelected}>
        {t('products.addSelected', { count: selectedCount })}
      </Button>
      <Button size="xs" disabled={!canAddAll || isAdding} loading={isAdding} onClick={onAddAll}>
        {t('products.addAll')}
      </Button>
    </Group>
  );
}
