/**
 * What @plummet/ui's Table does in React, for the tables of pages React Router does not hydrate
 * (guides, the terms): while a table is wider than its box, its scrolling wrapper is a focusable
 * region named by the caption, so keyboard users can scroll it too; when it fits, no extra tab
 * stop. The wrapper and caption come from the Table's prerendered HTML.
 */
export function makeScrollingTablesFocusable(): void {
  const wrappers = document.querySelectorAll<HTMLElement>('[data-slot="table-container"]');
  if (wrappers.length === 0 || typeof ResizeObserver === "undefined") return;
  const measure = (wrapper: HTMLElement) => {
    const caption = wrapper.querySelector("caption");
    if (wrapper.scrollWidth > wrapper.clientWidth + 1 && caption?.id) {
      wrapper.setAttribute("role", "region");
      wrapper.setAttribute("aria-labelledby", caption.id);
      wrapper.tabIndex = 0;
    } else {
      for (const name of ["role", "aria-labelledby", "tabindex"]) wrapper.removeAttribute(name);
    }
  };
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const wrapper = (entry.target as HTMLElement).closest<HTMLElement>('[data-slot="table-container"]');
      if (wrapper) measure(wrapper);
    }
  });
  for (const wrapper of wrappers) {
    observer.observe(wrapper);
    if (wrapper.firstElementChild) observer.observe(wrapper.firstElementChild);
    measure(wrapper);
  }
}
