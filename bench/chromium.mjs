// The system Chromium the bench's browser tools launch, with the flags web/e2e/support/browser.ts
// uses: no sandbox (root), no GPU, nothing fetched from outside while measuring.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];
