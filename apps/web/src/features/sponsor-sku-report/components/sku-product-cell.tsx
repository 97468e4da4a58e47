import type { CSSProperties } from 'react';

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
const sku: CSSProperties = {
  margin: 0,
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 'var(--mantine-line-height-xs)',
  color: 'var(--mantine-color-dimmed)',
};

/** The SKU table's product cell: the picture, the product's name (or its SKU) and the SKU under it. */
export function SkuProductCell({
  image: src,
  name: title,
  sku: code,
}: {
  image: string | null | undefined;
  name: string | null | undefined;
  sku: string;
}) {
  return (
    <div style={group}>
      {/* Keyed by its address: a recycled row (decision 0252) never shows the last row's picture while the new one loads. */}
      {src ? <img key={src} src={src} alt="" style={image} /> : null}
      <div style={stack}>
        <p style={name}>{title ?? code}</p>
        <p style={sku}>{code}</p>
      </div>
    </div>
  );
}
