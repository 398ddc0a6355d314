import type { GroupItem, GroupQuestion } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import type { FieldErrors } from "../../../lib/form-errors";
import { fieldId, QuestionField } from "./question-field";

/**
 * A repeatable group (other drivers, claims, convictions, items): each item's questions in a box
 * of its own, "Add another" up to the group's limit, and "Remove" on each.
 */
export function GroupField({
  question,
  items,
  errors,
  onChange,
}: {
  question: GroupQuestion;
  items: GroupItem[];
  errors: FieldErrors;
  onChange: (items: GroupItem[]) => void;
}) {
  const setField = (index: number, field: string, value: string) =>
    onChange(items.map((item, at) => (at === index ? { ...item, [field]: value } : item)));
  const name = question.itemName;
  return (
    <section aria-labelledby={`${fieldId(question.id)}-title`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${fieldId(question.id)}-title`} className="font-display text-xl font-bold text-brand-900">
          {question.label}
        </h2>
        <p className="text-sm text-muted-foreground">{question.hint}</p>
        {errors[question.id] ? (
          <p id={fieldId(question.id)} tabIndex={-1} className="text-sm font-semibold text-danger">
            <span className="sr-only">Error: </span>
            {errors[question.id]}
          </p>
        ) : null}
      </div>
      {items.map((item, index) => (
        <fieldset
          // Items have no id of their own; their place in the list is what the answers key them by.
          key={index}
          className="grid gap-5 rounded-lg border border-border bg-white p-4 sm:p-6"
        >
          <legend className="px-1 font-semibold text-brand-900">
            {name[0]!.toUpperCase()}
            {name.slice(1)} {index + 1}
          </legend>
          {question.fields.map((field) => {
            const key = `${question.id}.${index}.${field.id}`;
            return (
              <QuestionField
                key={field.id}
                question={field}
                errorKey={key}
                value={String(item[field.id] ?? "")}
                error={errors[key]}
                onChange={(value) => setField(index, field.id, value)}
              />
            );
          })}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            Remove {name} {index + 1}
          </Button>
        </fieldset>
      ))}
      {items.length < question.maxItems ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => onChange([...items, {}])}
        >
          {items.length === 0 ? `Add a ${name}` : `Add another ${name}`}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          You can add up to {question.maxItems} {name}s.
        </p>
      )}
    </section>
  );
}
