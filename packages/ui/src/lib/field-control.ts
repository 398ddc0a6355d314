import * as React from "react";

/**
 * What a Field tells the control inside it: the id its label points at, the ids that describe it
 * (hint and error) and whether it is in error. Input, Textarea, SelectTrigger, Checkbox and
 * RadioGroup read this, so a page never wires ids by hand.
 */
type FieldControlContextValue = {
  controlId: string;
  labelId: string;
  hintId?: string;
  errorId?: string;
  invalid: boolean;
};

const FieldControlContext = React.createContext<FieldControlContextValue | null>(null);

/** The surrounding Field's ids and state, or null outside a Field. */
function useFieldControl(): FieldControlContextValue | null {
  return React.useContext(FieldControlContext);
}

type ControlAria = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
};

function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined === "" ? undefined : joined;
}

/**
 * Merges a control's own id and ARIA props with its Field's: the control's own values win for id
 * and aria-invalid; descriptions are joined.
 */
function useFieldControlProps<P extends ControlAria>(props: P): P {
  const field = useFieldControl();
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.controlId,
    "aria-describedby": joinIds(field.hintId, field.errorId, props["aria-describedby"]),
    "aria-invalid": props["aria-invalid"] ?? (field.invalid ? true : undefined),
  };
}

export { FieldControlContext, type FieldControlContextValue, joinIds, useFieldControl, useFieldControlProps };
