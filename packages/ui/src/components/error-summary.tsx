import * as React from "react";
import { cn } from "../lib/utils";

type ErrorSummaryItem = {
  /** The id of the control in error (a Field's `id`); the link moves focus to it. */
  id: string;
  /** The same message the field shows under its label. */
  message: string;
};

type ErrorSummaryProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The fields in error, in the form's order: each a field's `id` and its message. */
  errors: ErrorSummaryItem[];
  /** "There is a problem" unless told. */
  title?: string;
};

/** Moves focus to the control and scrolls its label (or the control) into view, as GOV.UK does. */
function focusControl(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = event.currentTarget.ownerDocument.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const label =
    target.ownerDocument.querySelector<HTMLElement>(`label[for="${CSS.escape(id)}"]`) ??
    target.closest("fieldset")?.querySelector("legend");
  (label ?? target).scrollIntoView({ block: "start" });
  target.focus({ preventScroll: true });
}

/**
 * The GOV.UK error summary: "There is a problem" above a form after a failed submit, with a link
 * to each field in error.
 *
 * **Use it** at the top of every form that validates, together with each `Field`'s own `error`
 * (the same words in both places). Give it `key={submitCount}` so it takes focus again after each
 * failed submit. It renders nothing while there are no errors.
 *
 * **Do not use it** for a failure that is not about a field (the service did not answer: use a
 * `Callout` or a `toast`), or to list errors while the visitor is still typing.
 *
 * **Keyboard and screen readers:** it takes focus when it appears (`role="alert"`, `tabIndex=-1`),
 * so the problem is read at once. Each link moves focus to its field and scrolls the field's label
 * into view, as GOV.UK's does.
 */
function ErrorSummary({ errors, title = "There is a problem", className, ...props }: ErrorSummaryProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  const shown = errors.length > 0;

  React.useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      data-slot="error-summary"
      className={cn(
        "rounded-md border-4 border-danger bg-white p-5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="text-xl font-bold text-foreground">
        {title}
      </h2>
      <ul className="mt-3 grid gap-2">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => focusControl(event, error.id)}
              className="font-semibold text-danger underline underline-offset-4 hover:decoration-2"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps };
