/**
 * How the browser tests and the benches start Debian's headless Chromium: one list for both.
 *
 * The last switch keeps Chromium's own address-bar dropdown (a WebUI page in a renderer of its own) from being
 * made for every new tab. Headless, nobody sees it, yet each `newPage()` started it again, and it took about as
 * much CPU as the page under test on this machine's two shared cores (a trace of one dashboard load: 3.0 s of
 * tasks in the "WebUI Top Renderer" beside 3.4 s in the page's). Benches measured that beside the page, and the
 * browser tests waited for it (docs/performance.md, 2026-12-07, session 17).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
