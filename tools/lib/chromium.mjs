// Starts Debian's Chromium (never a downloaded browser) through
// playwright-core, headless, with the flags this machine needs: no sandbox
// (root), software WebGL, and none of Chromium's own background requests,
// which the closed network would refuse. Used by the browser tests and the
// browser benchmarks alike.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

// Chromium obeys only the last --disable-features it is given, and
// playwright-core passes its own list before ours: so ours repeats
// playwright-core 1.65's (tests/web/chromium_launch checks that none is lost).
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding',
  'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];
// Even headless, every new window (each test's context) gets the address
// bar's suggestion popup, built as web pages in a renderer of their own that
// nobody sees: about 2 CPU s per page load on this machine, a third of what
// loading our page costs. The three features are the three popups.
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
  '--use-gl=swiftshader', '--enable-unsafe-swiftshader',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
