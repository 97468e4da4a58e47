/**
 * A placement's preview image for the demo offer: a small wireframe of the storefront page with the slot
 * highlighted, as an SVG data URL (no file to serve, and it scales in the catalog card and the cart).
 */
export type PreviewSlot = 'hero' | 'categoryTop' | 'newsletter' | 'push' | 'carousel';

const ink = '#adb5bd';
const slotColor = '#e64980';

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 2): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
}

/** Product tiles below the slot, so the page reads as a storefront. */
function tiles(y: number): string {
  return [10, 58, 106, 154].map((x) => rect(x, y, 36, 36, '#e9ecef')).join('');
}

const pages: Record<PreviewSlot, string> = {
  hero: rect(0, 0, 200, 14, ink, 0) + rect(8, 20, 184, 60, slotColor, 4) + tiles(88),
  categoryTop:
    rect(0, 0, 200, 14, ink, 0) + rect(8, 20, 60, 6, ink) + rect(8, 32, 184, 34, slotColor, 4) + tiles(74),
  newsletter:
    rect(40, 4, 120, 116, '#f8f9fa', 4) +
    rect(48, 12, 104, 8, ink) +
    rect(48, 26, 104, 46, slotColor, 4) +
    rect(48, 78, 104, 6, ink) +
    rect(48, 90, 70, 6, ink),
  push:
    rect(70, 2, 60, 118, '#212529', 8) +
    rect(74, 10, 52, 102, '#f8f9fa', 4) +
    rect(77, 16, 46, 18, slotColor, 3),
  carousel:
    rect(0, 0, 200, 14, ink, 0) +
    [8, 70, 132].map((x) => rect(x, 22, 58, 70, x === 8 ? slotColor : '#fcc2d7', 4)).join('') +
    rect(90, 100, 20, 4, ink),
};

export function placementPreview(slot: PreviewSlot): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 124">${rect(0, 0, 200, 124, '#fff', 0)}${pages[slot]}</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
