/**
 * The mobile menu is a popover (site-header.tsx): the browser opens it, closes it on Escape or a
 * click outside, and gives focus back to its button. Two things it does not do: close when a link
 * in it is chosen (a same-page anchor, say #about, leaves the page where it is), and close when
 * the page is left (the back-forward cache would bring it back still open). These do.
 */
export function closeMenuOnLinkChoice(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const menu = event.target.closest("a[href]")?.closest<HTMLElement>("[popover]");
    if (menu?.matches(":popover-open")) menu.hidePopover();
  });
  window.addEventListener("pagehide", () => {
    for (const menu of document.querySelectorAll<HTMLElement>("[popover]:popover-open")) menu.hidePopover();
  });
}
