import { useEffect, useState } from "react";

/**
 * What a visitor typed into a prerendered form before its code arrived: the current values of
 * the text fields and native selects with these ids. A form reads them into its starting values,
 * so hydrating the form (an island, see islands/island.tsx) does not wipe them.
 */
export function valuesTypedBeforeHydration<Name extends string>(
  names: readonly Name[],
  idOf: (name: Name) => string,
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  if (typeof document === "undefined") return values;
  for (const name of names) {
    const control = document.getElementById(idOf(name));
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    )
      values[name] = control.value;
  }
  return values;
}

/**
 * Whether the prerendered form's controls of this name (radios, a checkbox) had been chosen before
 * its code arrived: the value of the checked one, or undefined.
 */
export function checkedBeforeHydration(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]:checked`)?.value;
}

/**
 * False in the prerendered page and until the form's code has run, then true. A submit button
 * stays disabled until then: the static page cannot take a plain HTML submission, which would
 * also put the answers in the address bar.
 */
export function useFormReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
