import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";

/** Who the visitor is, asked the same way by the forms that answer a person (contact, call back). */
type PersonFieldProps = { id: string; error?: string; defaultValue?: string };

export function FullNameField({ id, error, defaultValue }: PersonFieldProps) {
  return (
    <Field id={id} label="Full name" error={error}>
      <Input autoComplete="name" name="fullName" defaultValue={defaultValue} required />
    </Field>
  );
}

/** The email address, with `hint` saying what it is used for. */
export function EmailField({ id, hint, error, defaultValue }: PersonFieldProps & { hint: string }) {
  return (
    <Field id={id} label="Email address" hint={hint} error={error}>
      <Input
        type="email"
        autoComplete="email"
        spellCheck={false}
        name="email"
        defaultValue={defaultValue}
        required
      />
    </Field>
  );
}
