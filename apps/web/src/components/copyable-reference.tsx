import { ActionIcon, Code, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export type CopyableReferenceProps = {
  /** The reference a payment quotes (TOPUP-000123, MPA-TOPUP-000123); null: the request has none. */
  reference: string | null;
  /** The copy button's name, in the table's own namespace ("Copy reference TOPUP-000123"). */
  copyLabel: string;
  /** Its name once copied. */
  copiedLabel: string;
};

/**
 * A payment reference in a staff table: monospace, with a button that copies it for the bank's search;
 * '—' for a request without one.
 */
export function CopyableReference({ reference, copyLabel, copiedLabel }: CopyableReferenceProps) {
  if (!reference) return '—';
  return (
    <Group gap={4} wrap="nowrap">
      <Code>{reference}</Code>
      <CopyButton value={reference}>
        {({ copied, copy }) => (
          <ActionIcon
            size="sm"
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? copiedLabel : copyLabel}
          >
            {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}
