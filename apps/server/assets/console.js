// The director's console keeps its evening up to date: every few seconds it fetches the page
// it shows again and swaps in the part that changes as tables enter results (#evening: the
// calls for the director and the grid of tables by rounds), when that part has changed and the
// director is not using one of its buttons. The rest of the page (forms being typed in) stays.
"use strict";
(function () {
  const part = document.getElementById("evening");
  if (!part) return;
  let last = part.innerHTML;
  async function refresh() {
    if (document.hidden || part.contains(document.activeElement)) return;
    try {
      const res = await fetch(location.href, { cache: "no-store", credentials: "same-origin" });
      if (!res.ok || res.redirected) return;
      const doc = new DOMParser().parseFromString(await res.text(), "text/html");
      const fresh = doc.getElementById("evening");
      if (fresh && fresh.innerHTML !== last && !part.contains(document.activeElement)) {
        part.innerHTML = fresh.innerHTML;
        last = fresh.innerHTML;
      }
    } catch (e) { /* the server is away for a moment: try again later */ }
  }
  setInterval(refresh, 5000);
})();
