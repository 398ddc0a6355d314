import { choicesOf, type FieldQuestion } from "@plummet/contracts";
import { Field, FieldSet } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { NativeSelect } from "@plummet/ui/native-select";
import { RadioGroup, RadioOptionCard } from "@plummet/ui/radio-group";

/** A choice with this many options or fewer is asked as radios, one tap each; more as a list. */
const MOST_RADIOS = 4;

/** The field's id: the error summary's link target. */
export const fieldId = (key: string) => `fq-${key.replaceAll(".", "-")}`;

/**
 * One question of the full quote, as the control its kind asks for: radios for yes/no and short
 * choices, a list for long ones, a number, an amount in pounds, a date or a line of text. The
 * page keeps the answer (controlled), so every keystroke is kept as it is typed.
 */
export function QuestionField({
  question,
  errorKey,
  value,
  error,
  onChange,
}: {
  question: FieldQuestion;
  /** The answer's key: the question's id, or "group.index.field" inside a group. */
  errorKey: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = fieldId(errorKey);
  const choices = choicesOf(question);
  if (choices && choices.length <= MOST_RADIOS) {
    return (
      <FieldSet id={id} legend={question.label} hint={question.hint} error={error}>
        <RadioGroup
          value={value}
          onValueChange={onChange}
          name={id}
          className={choices.length === 2 ? "grid max-w-md grid-cols-2 gap-3" : "grid gap-3 sm:grid-cols-2"}
        >
          {choices.map((choice, index) => (
            <RadioOptionCard
              key={choice.value}
              value={choice.value}
              label={choice.label}
              id={index === 0 ? id : undefined}
            />
          ))}
        </RadioGroup>
      </FieldSet>
    );
  }
  return (
    <Field id={id} label={question.label} hint={question.hint} error={error}>
      {choices ? (
        <NativeSelect value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">Choose one</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      ) : question.kind === "number" || question.kind === "money" ? (
        <div className="flex max-w-xs items-center gap-2">
          {question.kind === "money" ? <span aria-hidden="true">£</span> : null}
          <Input
            inputMode="numeric"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            className="w-40"
          />
          {question.kind === "number" && question.unit ? <span>{question.unit}</span> : null}
        </div>
      ) : question.kind === "date" ? (
        <Input
          type="date"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          className="max-w-xs"
        />
      ) : (
        <Input
          value={value}
          maxLength={question.kind === "text" ? question.maxLength : undefined}
          autoComplete={
            question.id === "firstName" ? "given-name" : question.id === "lastName" ? "family-name" : "off"
          }
          onChange={(event) => onChange(event.currentTarget.value)}
          className="max-w-md"
        />
      )}
    </Field>
  );
}
