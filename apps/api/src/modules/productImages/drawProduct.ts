import { createHash } from 'node:crypto';
import { PRODUCT_IMAGE_EDGE } from '@shelfsight/contracts';
import sharp from 'sharp';

/** What a product's packshot is drawn from. */
export interface ProductLook {
  productId: number;
  name: string;
  brand: string | null;
  /** The product's category tag (e.g. 'Kettles'); it decides the shape. */
  category: string | null;
  /** The product's colour attribute (e.g. 'Rose Gold'); it colours the body. */
  colour: string | null;
}

export type ProductShape = 'box' | 'bottle' | 'can' | 'tube';

const shapeByCategory: Record<string, ProductShape> = {
  'Coffee machines': 'box',
  'Electric toothbrushes': 'tube',
  'Hair dryers': 'can',
  Headphones: 'box',
  'Vacuum cleaners': 'tube',
  Blenders: 'bottle',
  Shavers: 'can',
  Kettles: 'bottle',
};

const bodyColours: Record<string, string> = {
  Black: '#2b2b2e',
  White: '#f4f4f2',
  Silver: '#c4c8cc',
  'Rose Gold': '#d9a38f',
  Graphite: '#54585e',
  Blue: '#2f6fb8',
  Red: '#c0392b',
};

export function shapeOf(category: string | null): ProductShape {
  return (category && shapeByCategory[category]) || 'box';
}

/** A stable number from text: the same brand always gets the same colour. */
export function hashOf(...parts: (string | number | null)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);
}

/** Hue in degrees to a hex colour at fixed saturation and lightness (HSL, S = 0.62, L = 0.42). */
function hueToHex(hue: number): string {
  const saturation = 0.62;
  const lightness = 0.42;
  const amplitude = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function brandColour(brand: string | null): string {
  return hueToHex(hashOf('brand', brand ?? '') % 360);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The name without the brand in front, cut to `room` characters to fit the label. */
export function shortName(look: Pick<ProductLook, 'name' | 'brand'>, room = 22): string {
  const withoutBrand =
    look.brand && look.name.startsWith(`${look.brand} `) ? look.name.slice(look.brand.length + 1) : look.name;
  return withoutBrand.length > room ? `${withoutBrand.slice(0, room - 1)}…` : withoutBrand;
}

/** The body outline and the label band's box for each shape, on a 600 × 600 canvas. */
const outlines: Record<ProductShape, { body: string; label: { x: number; y: number; width: number; height: number } }> =
  {
    box: {
      body: '<rect x="130" y="110" width="340" height="400" rx="18"/><rect x="150" y="90" width="300" height="30" rx="8"/>',
      label: { x: 130, y: 260, width: 340, height: 120 },
    },
    bottle: {
      body: '<path d="M255 70 h90 v70 q90 40 90 120 v230 q0 30 -30 30 h-210 q-30 0 -30 -30 v-230 q0 -80 90 -120 z"/>',
      label: { x: 165, y: 290, width: 270, height: 120 },
    },
    can: {
      body: '<rect x="170" y="100" width="260" height="420" rx="40"/><ellipse cx="300" cy="100" rx="130" ry="22"/>',
      label: { x: 170, y: 250, width: 260, height: 130 },
    },
    tube: {
      body: '<rect x="235" y="60" width="130" height="470" rx="60"/><rect x="270" y="40" width="60" height="40" rx="12"/>',
      label: { x: 190, y: 250, width: 220, height: 130 },
    },
  };

/** The packshot as SVG: a view number above 1 is another angle, told apart by background and caption. */
export function productSvg(look: ProductLook, view = 1): string {
  const edge = PRODUCT_IMAGE_EDGE.full;
  const shape = outlines[shapeOf(look.category)];
  const body = bodyColours[look.colour ?? ''] ?? '#9aa0a6';
  const accent = brandColour(look.brand);
  const background = view === 1 ? '#ffffff' : `hsl(${(hashOf('view', view) % 360).toString()}, 30%, 94%)`;
  const { x, y, width, height } = shape.label;
  const centre = x + width / 2;
  const brand = escapeXml((look.brand ?? 'Unbranded').toUpperCase());
  const name = escapeXml(shortName(look, Math.floor(width / 11)));
  const caption =
    view === 1 ? '' : `<text x="300" y="580" font-size="20" fill="#666" text-anchor="middle">view ${view}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}" viewBox="0 0 600 600" font-family="DejaVu Sans, sans-serif">`,
    `<rect width="600" height="600" fill="${background}"/>`,
    `<ellipse cx="300" cy="545" rx="190" ry="18" fill="#000" fill-opacity="0.12"/>`,
    `<g fill="${body}" stroke="#00000033" stroke-width="3">${shape.body}</g>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${accent}"/>`,
    `<text x="${centre}" y="${y + height * 0.45}" font-size="30" font-weight="bold" fill="#fff" text-anchor="middle">${brand}</text>`,
    `<text x="${centre}" y="${y + height * 0.78}" font-size="17" fill="#fff" text-anchor="middle">${name}</text>`,
    caption,
    '</svg>',
  ].join('');
}

/** The packshot as PNG, 600 × 600. The same look and view give the same bytes. */
export async function drawProduct(look: ProductLook, view = 1): Promise<Buffer> {
  return sharp(Buffer.from(productSvg(look, view)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
