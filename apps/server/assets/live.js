// The live results page refreshes itself: every few seconds it asks for its content again
// (the same HTML the server rendered first) and swaps it in when something has changed.
// Without JavaScript the page reloads itself every 30 seconds instead (<noscript> refresh).
// On the club's screen (/live/ID/screen) it also pages through standings taller than the screen.
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

  // The club's screen: standings taller than the screen page by themselves, a screen at a time,
  // back to the top after the last.
  if (document.body.classList.contains("screen")) {
    setInterval(() => {
      const page = window.innerHeight - document.querySelector("header").offsetHeight;
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (bottom <= 0) return;
      window.scrollTo(0, window.scrollY >= bottom - 2 ? 0 : Math.min(bottom, window.scrollY + page));
    }, 10000);
  }
})();
