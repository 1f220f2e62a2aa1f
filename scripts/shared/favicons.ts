import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { site } from '../../src/config/site';
import { businessDescription } from '../../src/content/generated/business';
import { logoImage } from '../../src/lib/structuredData';
import { distDir, publicDir } from './buildPaths';

async function png(svg: Buffer, size: number, padding = 0): Promise<Buffer> {
  const inner = size - padding * 2;
  const icon = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
  if (!padding) return icon;
  // Maskable and Apple icons get a solid margin so platform masks do not cut the mark.
  return sharp({ create: { width: size, height: size, channels: 4, background: '#1c46c4' } })
    .composite([{ input: icon, left: padding, top: padding }])
    .png()
    .toBuffer();
}

/** An .ico file holding PNG images (supported by every browser that asks for /favicon.ico). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

/**
 * The favicon set, from public/favicon.svg: favicon.ico (16, 32, 48), apple-touch-icon.png (180),
 * icons/icon-192.png, icons/icon-512.png (also the Organization logo), a maskable icon and the web
 * app manifest.
 */
export async function writeFavicons(): Promise<void> {
  const svg = readFileSync(path.join(publicDir, 'favicon.svg'));
  mkdirSync(path.join(distDir, 'icons'), { recursive: true });
  const sizes = [16, 32, 48];
  const icoImages = await Promise.all(sizes.map(async (size) => ({ size, data: await png(svg, size) })));
  writeFileSync(path.join(distDir, 'favicon.ico'), ico(icoImages));
  writeFileSync(path.join(distDir, 'apple-touch-icon.png'), await png(svg, 180, 16));
  writeFileSync(path.join(distDir, 'icons', 'icon-192.png'), await png(svg, 192));
  writeFileSync(path.join(distDir, logoImage.path.slice(1)), await png(svg, logoImage.width));
  writeFileSync(path.join(distDir, 'icons', 'icon-maskable-512.png'), await png(svg, 512, 64));
  const manifest = {
    name: site.companyName,
    short_name: 'AT Training',
    description: businessDescription,
    lang: 'en-GB',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1c46c4',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  writeFileSync(path.join(distDir, 'site.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
}
