import { ActionIcon, useMantineTheme } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markup } from '../testing/markup';
import { render } from '../testing/render';
import { actionIconLook, plainChevrons } from './plain-action-icon';

function PlainButtons() {
  const look = actionIconLook(useMantineTheme(), { variant: 'subtle', color: 'gray' });
  return (
    <>
      <button type="button" {...look} aria-expanded={false} aria-label="Open SKU-1">
        {plainChevrons.right}
      </button>
      <button type="button" {...look} aria-expanded aria-label="Close SKU-1">
        {plainChevrons.down}
      </button>
    </>
  );
}

function MantineButtons() {
  return (
    <>
      <ActionIcon variant="subtle" color="gray" aria-expanded={false} aria-label="Open SKU-1">
        <IconChevronRight size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-expanded aria-label="Close SKU-1">
        <IconChevronDown size={16} />
      </ActionIcon>
    </>
  );
}

describe('actionIconLook and plainChevrons', () => {
  it("draw a plain button with the markup of a subtle gray ActionIcon holding Tabler's 16 px chevrons", () => {
    const { unmount } = render(<MantineButtons />);
    const mantine = screen.getAllByRole('button').map(markup);
    unmount();
    render(<PlainButtons />);
    const plain = screen.getAllByRole('button').map(markup);
    expect(plain).toEqual(mantine);
    expect(plain[0]).toContain('tabler-icon-chevron-right');
    expect(plain[1]).toContain('aria-expanded="true"');
  });
});
