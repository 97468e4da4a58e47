import { ActionIcon, type MantineColor, type MantineTheme, UnstyledButton } from '@mantine/core';
import type { CSSProperties, ReactElement } from 'react';

/** What a plain <button type="button"> takes to look as an ActionIcon of the default size and radius. */
export type ActionIconLook = { className: string; style: CSSProperties; 'data-variant': string };

/**
 * ActionIcon's classes (its own, UnstyledButton's, the theme's focus and active classes), data-variant and
 * colour variables (the theme's variantColorResolver) for a plain <button type="button">, computed once for a
 * table that draws one a row: the same markup and look as `<ActionIcon variant color>` (a test holds them
 * equal) without ActionIcon's components (useProps, useStyles, Box, UnstyledButton) in every row.
 */
export function actionIconLook(
  theme: MantineTheme,
  { variant, color }: { variant: string; color: MantineColor },
): ActionIconLook {
  const colors = theme.variantColorResolver({ color, theme, variant });
  return {
    className: [
      theme.focusClassName || `mantine-focus-${theme.focusRing}`,
      theme.activeClassName,
      ActionIcon.classes.root,
      'mantine-ActionIcon-root',
      UnstyledButton.classes.root,
      'mantine-UnstyledButton-root',
    ]
      .filter(Boolean)
      .join(' '),
    style: {
      '--ai-bg': colors.background,
      '--ai-hover': colors.hover,
      '--ai-hover-color': colors.hoverColor,
      '--ai-color': colors.color,
      '--ai-bd': colors.border,
    } as CSSProperties,
    'data-variant': variant,
  };
}

const ICON_CLASS = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

/** Tabler's 16 px chevron (the same markup as IconChevronRight/IconChevronDown) in ActionIcon's icon span. */
const chevron = (name: 'right' | 'down', path: string) => (
  <span className={ICON_CLASS}>
    {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, as Tabler's icon (no title, the markup a test compares): the button around it has the label. */}
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`tabler-icon tabler-icon-chevron-${name}`}
    >
      <path d={path} />
    </svg>
  </span>
);

/**
 * An open/close control's two chevrons as the content of a plain ActionIcon: static elements, made once and
 * drawn in every row (no icon component a row).
 */
export const plainChevrons: { right: ReactElement; down: ReactElement } = {
  right: chevron('right', 'M9 6l6 6l-6 6'),
  down: chevron('down', 'M6 9l6 6l6 -6'),
};
