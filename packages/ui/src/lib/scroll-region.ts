/**
 * Keeps a table's scrolling wrapper usable by keyboard: while its content is wider than it, the
 * wrapper is a focusable region named by the table's caption (`role="region"`,
 * `aria-labelledby`, `tabindex="0"`), so the arrow keys scroll it; when it fits, no extra tab
 * stop. Plain DOM, no React: `Table` runs it in an effect, and a page that runs no React (the
 * site's prerendered pages) runs it on the tables in its HTML. Answers a function that stops it.
 */
export function watchScrollRegion(wrapper: HTMLElement): () => void {
  if (typeof ResizeObserver === "undefined") return () => {};
  const measure = () => {
    const caption = wrapper.querySelector("caption");
    if (wrapper.scrollWidth > wrapper.clientWidth + 1 && caption?.id) {
      wrapper.setAttribute("role", "region");
      wrapper.setAttribute("aria-labelledby", caption.id);
      wrapper.tabIndex = 0;
    } else {
      for (const name of ["role", "aria-labelledby", "tabindex"]) wrapper.removeAttribute(name);
    }
  };
  const observer = new ResizeObserver(measure);
  observer.observe(wrapper);
  if (wrapper.firstElementChild) observer.observe(wrapper.firstElementChild);
  measure();
  return () => observer.disconnect();
}
