// Starts Debian's Firefox ESR (never a downloaded browser) through
// puppeteer-core over WebDriver BiDi, headless, with a fresh profile and
// the preferences this closed machine needs: no update, telemetry or
// safe-browsing requests (the network would refuse them), and WebGL on
// Firefox's software path. Used by the browser tests that run in Firefox;
// tools/lib/chromium.mjs is its Chromium twin.
import puppeteer from 'puppeteer-core';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';
export const FIREFOX_PREFS = {
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'toolkit.telemetry.enabled': false,
  'webgl.force-enabled': true,
};

export function launchFirefox() {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: FIREFOX_PREFS,
  });
}
