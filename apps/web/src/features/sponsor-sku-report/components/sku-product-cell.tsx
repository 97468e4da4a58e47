import type { CSSProperties, MouseEvent } from 'react';

// Mantine's Group (nowrap, centred), Stack (gap 0), Image and Text (sm, one line clamped; xs dimmed) as plain
// elements with the same theme variables: the SKU table mounts a new window of these while it scrolls, and
// five Mantine components a row were a large part of a scroll step (docs/performance.md, issue 14).
const group: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  gap: 'var(--mantine-spacing-xs)',
};
const image: CSSProperties = { display: 'block', width: 32, height: 32, objectFit: 'contain', flex: 'none' };
const stack: CSSProperties = { display: 'flex', flexDirection: 'column', minWidth: 0 };
const name: CSSProperties = {
  margin: 0,
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height-sm)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 1,
  WebkitBoxOrient: 'vertical',
};
const nameLink: CSSProperties = { color: 'var(--mantine-color-anchor)', textDecoration: 'none' };
const sku: CSSProperties = {
  margin: 0,
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 'var(--mantine-line-height-xs)',
  color: 'var(--mantine-color-dimmed)',
};

/** The catalog's product page, when it is a web address (never a `javascript:` or other scheme). */
export function productPageHref(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

// A click on the product's link opens its page; it does not also open or close the row's price history.
const keepToLink = (event: MouseEvent) => event.stopPropagation();

/**
 * The SKU table's product cell: the picture, the product's name (or its SKU), a link to its page on the
 * marketplace in a new tab when the catalog has one, and the SKU under it.
 */
export function SkuProductCell({
  image: src,
  name: title,
  sku: code,
  link,
}: {
  image: string | null | undefined;
  name: string | null | undefined;
  sku: string;
  link?: string | null;
}) {
  const href = productPageHref(link);
  const label = title ?? code;
  return (
    <div style={group}>
      {/* Keyed by its address: a recycled row (decision 0252) never shows the last row's picture while the new one loads. */}
      {src ? <img key={src} src={src} alt="" style={image} /> : null}
      <div style={stack}>
        <p style={name}>
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" style={nameLink} onClick={keepToLink}>
              {label}
            </a>
          ) : (
            label
          )}
        </p>
        <p style={sku}>{code}</p>
      </div>
    </div>
  );
}
