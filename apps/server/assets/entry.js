// The console's desk entry (console_slips.cpp): a round's pickup slips typed board by board.
// Enter in a row sends it without leaving the page; the row then says the result back as the
// server understood it (its suit as a symbol, North-South's score) and the cursor goes to the
// next board. A row left empty, or as it was, moves on without sending. A refusal stays on its
// row with the cursor in it; when the deal questions the line (far from double dummy), the row
// offers to store it anyway, and Enter again with that ticked stores it.
"use strict";
(function () {
  const forms = Array.from(document.querySelectorAll("form.slip"));
  if (!forms.length) return;
  function focusRow(i) {
    const f = forms[i];
    if (!f) return;
    f.elements.entry.focus();
    f.elements.entry.select();
    f.closest("tr").scrollIntoView({ block: "nearest" });
  }
  forms.forEach((f, i) => {
    const input = f.elements.entry;
    const said = document.getElementById(f.dataset.out);
    const accept = f.querySelector(".accept");
    f.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      if (f.dataset.busy) return;
      const typed = input.value.trim();
      if (typed === f.elements.had.value.trim()) return focusRow(i + 1);  // empty, or as it was
      f.dataset.busy = "1";
      try {
        const res = await fetch(f.action, {
          method: "POST",
          body: new URLSearchParams(new FormData(f)),
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        const answer = await res.json();
        if (answer.ok) {
          said.textContent = answer.understood;
          said.className = "said stored";
          f.elements.had.value = answer.entry;
          input.value = answer.entry;
          accept.hidden = true;
          accept.querySelector("input").checked = false;
          focusRow(i + 1);
        } else {
          said.textContent = answer.error;
          said.className = "said refused";
          accept.hidden = !answer.warning;
          input.focus();
        }
      } catch (e) {
        said.textContent = document.querySelector("table.slips").dataset.offline;
        said.className = "said refused";
      } finally {
        delete f.dataset.busy;
      }
    });
  });
  // The cursor on the board the page was opened at, else on the first without a result.
  const at = forms.findIndex((f) => f.elements.entry.autofocus);
  focusRow(at >= 0 ? at : Math.max(0, forms.findIndex((f) => !f.elements.had.value)));
})();
