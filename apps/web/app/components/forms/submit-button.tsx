import { Button } from "@plummet/ui/button";
import type * as React from "react";

/**
 * A form's one large button, the page's width on a phone: its icon and words, or what it is doing
 * (`busyText`) while `busy`, when presses do nothing but focus stays on it.
 */
export function SubmitButton({
  busy,
  busyText,
  icon: Icon,
  children,
}: {
  busy: boolean;
  busyText: string;
  icon: React.ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  children: string;
}) {
  return (
    <div>
      <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto">
        <Icon aria-hidden="true" />
        {busy ? busyText : children}
      </Button>
    </div>
  );
}
