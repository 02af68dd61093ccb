// Starts Debian's Chromium (never a downloaded browser) through
// playwright-core, headless, with the flags this machine needs: no sandbox
// (root), software WebGL, and none of Chromium's own background requests,
// which the closed network would refuse. Used by the browser tests and the
// browser benchmarks alike.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
  '--use-gl=swiftshader', '--enable-unsafe-swiftshader',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
