import { chromium } from '@playwright/test';
const [url, out, w, h, clickText] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w||1440), height: Number(h||900) } });
page.on('pageerror', e => console.log('pageerror:', e.message));
page.on('console', m => { if (m.type()==='error') console.log('console:', m.text()); });
await page.goto(url, { waitUntil: 'networkidle' });
if (clickText) { await page.getByRole('tab', { name: clickText }).click(); await page.waitForTimeout(800); }
await page.waitForTimeout(800);
await page.screenshot({ path: out });
console.log('url now', page.url(), await page.title());
await browser.close();
