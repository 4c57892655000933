// Run once by hand (node scripts/make-app-icons.mjs from the repo root) when the icon changes: renders the app icon SVG to the PNGs the manifest and iOS need.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
const svg = fs.readFileSync('apps/web/public/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
async function render(file, size, maskable) {
  // Maskable: full-bleed background, the mark inside the middle 80 % (the safe zone a launcher may crop to).
  const inner = maskable
    ? `<div style="width:${size}px;height:${size}px;background:#4c6ef5;display:flex;align-items:center;justify-content:center"><img src="data:image/svg+xml;base64,${Buffer.from(svg.replace('rx="96"', 'rx="0"')).toString('base64')}" style="width:${size * 0.7}px;height:${size * 0.7}px"></div>`
    : `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" style="width:${size}px;height:${size}px;display:block">`;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${inner}</body></html>`);
  await page.screenshot({ path: file, omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } });
}
await render('apps/web/public/pwa-192x192.png', 192, false);
await render('apps/web/public/pwa-512x512.png', 512, false);
await render('apps/web/public/maskable-512x512.png', 512, true);
await render('apps/web/public/apple-touch-icon-180x180.png', 180, true);
await browser.close();
