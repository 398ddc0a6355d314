import { demonstrationPanelNote, demonstrationPanelTitle } from "@plummet/contracts/panel-disclosure";
import { FlaskConical } from "lucide-react";
import { demonstrationPanel } from "../../lib/panel";

/**
 * The insurers and prices are a demonstration: said plainly, near the top of the results and of
 * every product page, while the built-in panel prices (`PANEL_DISCLOSURE`).
 */
export function DemonstrationPanelNotice({ className = "", id }: { className?: string; id?: string }) {
  if (!demonstrationPanel) return null;
  return (
    <p
      id={id}
      role="note"
      className={`flex max-w-3xl items-start gap-2 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-foreground ${className}`}
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        <strong>{demonstrationPanelTitle}.</strong> {demonstrationPanelNote}
      </span>
    </p>
  );
}
