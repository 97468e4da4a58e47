import { DEFAULT_THEME, useMantineTheme } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { localeResources } from '../testing/i18n';
import { markup } from '../testing/markup';
import { render } from '../testing/render';
import { plainStatusBadges, StatusBadge } from './status-badge';
import { statusKinds } from './status-kinds';

function lookup(resource: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resource);
}

// A status of each colour, one the kind does not list (gray) and none.
const skuStatuses = ['IN_STOCK', 'OUT_OF_STOCK', 'NOT_IN_CATALOG', 'SOMETHING_ELSE', null];

/** The SKU statuses as plainStatusBadges draws them; `drawn` gets the element made twice for one status. */
function PlainBadges({ drawn }: { drawn: unknown[] }) {
  // The caller's translation function, of another namespace: the kind's is passed on.
  const { t } = useTranslation('common');
  const badge = plainStatusBadges('skuStock', useMantineTheme(), t);
  drawn.push(badge('IN_STOCK'), badge('IN_STOCK'));
  return skuStatuses.map((status) => (
    <div key={status ?? 'none'} data-testid="plain">
      {badge(status)}
    </div>
  ));
}

function Badges() {
  return skuStatuses.map((status) => (
    <div key={status ?? 'none'} data-testid="mantine">
      <StatusBadge kind="skuStock" status={status} />
    </div>
  ));
}

describe('StatusBadge', () => {
  it('shows the label of the status in its kind and keeps the raw status for tests', () => {
    render(<StatusBadge kind="credit" status="IN_USE" />);
    expect(screen.getByText('In use').closest('[data-status]')?.getAttribute('data-status')).toBe('IN_USE');
  });

  it("explains a campaign's status in its tooltip, with why it is not delivering", async () => {
    render(<StatusBadge kind="campaign" status="NOT_DELIVERING" effectiveStatus="EXCEED_BUDGET" />);
    await userEvent.hover(screen.getByText('Not delivering'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'The campaign is active but not showing ads. The budget is spent.',
    );
  });

  it('says why a campaign completed when it is known, and both causes when it is not', async () => {
    const { unmount } = render(<StatusBadge kind="campaign" status="COMPLETED" effectiveStatus="NO_SKU" />);
    await userEvent.hover(screen.getByText('Completed'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      "None of its SKUs is in stock, in the catalog and sold by one of your company's sellers; it delivers again when one is.",
    );
    unmount();
    render(<StatusBadge kind="campaign" status="COMPLETED" />);
    await userEvent.hover(screen.getByText('Completed'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'The end date has passed, or the campaign has no SKU left to promote.',
    );
  });

  it('never truncates its label: no ellipsis, no clipping, as wide as its words (issue 12)', () => {
    render(<StatusBadge kind="campaign" status="PENDING_FOR_APPROVAL" />);
    const root = screen.getByText('Pending approval').closest('[data-status]') as HTMLElement;
    const label = screen.getByText('Pending approval');
    expect([root.style.overflow, root.style.minWidth, root.style.maxWidth]).toEqual([
      'visible',
      'max-content',
      'none',
    ]);
    expect([label.style.overflow, label.style.textOverflow]).toEqual(['visible', 'clip']);
  });

  it('draws nothing without a status', () => {
    const { container } = render(<StatusBadge kind="campaign" status={null} />);
    expect(container.querySelector('[data-status]')).toBeNull();
  });

  it('uses only palettes the theme contrast test covers (decision 0142)', () => {
    for (const kind of Object.values(statusKinds))
      for (const color of Object.values(kind.colors))
        expect(Object.keys(DEFAULT_THEME.colors)).toContain(color);
  });

  it('has a label in en, pt and id for every status it colours', () => {
    for (const language of ['en', 'pt', 'id'] as const) {
      const resources = localeResources(language);
      for (const [name, kind] of Object.entries(statusKinds))
        for (const status of Object.keys(kind.colors))
          expect(
            lookup(resources[kind.namespace], kind.label(status)),
            `${language} ${name} ${status}`,
          ).toBeTypeOf('string');
    }
  });

  it('draws the plain badge of a kind without a tooltip with the markup of StatusBadge, one element a status', () => {
    const drawn: unknown[] = [];
    render(
      <>
        <PlainBadges drawn={drawn} />
        <Badges />
      </>,
    );
    const badges = (testId: string) =>
      screen
        .getAllByTestId(testId)
        .map((cell) => (cell.firstElementChild ? markup(cell.firstElementChild) : null));
    const plain = badges('plain');
    expect(plain).toEqual(badges('mantine'));
    expect(plain[0]).toContain('In stock');
    expect(plain[3]).toContain('SOMETHING_ELSE');
    expect(plain[4]).toBeNull();
    expect(drawn[0]).toBe(drawn[1]);
  });
});
