// The live results page refreshes itself: every few seconds it asks for its content again
// (the same HTML the server rendered first) and swaps it in when something has changed.
// Without JavaScript the page reloads itself every 30 seconds instead (<noscript> refresh).
"use strict";
(function () {
  const url = document.body.dataset.fragment;
  const live = document.getElementById("live");
  let last = live.innerHTML;
  async function refresh() {
    try {
      const res = await fetch(url, { cache: "no-store" });
      if (!res.ok) return;
      const html = await res.text();
      if (html !== last) {
        live.innerHTML = html;
        last = html;
      }
    } catch (e) { /* offline: try again later */ }
  }
  setInterval(refresh, 3000);
})();
