import type { FieldQuestion } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { useState } from "react";
import type { ApiProblem } from "../../../lib/api-problem";
import { QuestionField } from "./question-field";
import { quoteService } from "./quote-service";

/** What the lookup found, as answers to the vehicle questions. */
export type VehicleFound = Record<"make" | "fuelType" | "engineCapacity" | "yearOfManufacture", string>;

/**
 * The registration question with "Find vehicle": the DVLA's make, fuel, engine size and year fill
 * the questions below (the DVLA gives no model, so the visitor types it). When the lookup cannot
 * help, the message says so and the questions below are there to answer by hand.
 */
export function VehicleLookup({
  question,
  value,
  error,
  onChange,
  onFound,
}: {
  question: FieldQuestion;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onFound: (vehicle: VehicleFound) => void;
}) {
  const [status, setStatus] = useState<{ tone: "found" | "problem"; text: string } | undefined>();
  const [busy, setBusy] = useState(false);

  async function find() {
    setBusy(true);
    setStatus(undefined);
    let service: Awaited<ReturnType<typeof quoteService.get>> | undefined;
    try {
      service = await quoteService.get();
      const { answerOf, api } = service;
      const vehicle = await answerOf(
        api.GET("/api/vehicles/{registration}", { params: { path: { registration: value.trim() } } }),
      );
      onFound({
        make: vehicle.make,
        fuelType: vehicle.fuelType,
        engineCapacity: vehicle.engineCapacity === undefined ? "" : String(vehicle.engineCapacity),
        yearOfManufacture: vehicle.yearOfManufacture === undefined ? "" : String(vehicle.yearOfManufacture),
      });
      const year = vehicle.yearOfManufacture ? `, made in ${vehicle.yearOfManufacture}` : "";
      setStatus({
        tone: "found",
        text: `We found a ${[vehicle.colour, vehicle.make].filter(Boolean).join(" ").toLowerCase()}${year}. Check the details below and add the model.`,
      });
    } catch (problem) {
      const answer: ApiProblem = service ? service.apiProblem(problem) : { issues: [] };
      const said = answer.status !== undefined && answer.status < 500;
      setStatus({
        tone: "problem",
        text:
          (said ? (answer.issues[0]?.message ?? answer.message) : undefined) ??
          "We can't look up vehicles just now. Please enter your vehicle's details yourself.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <QuestionField
            question={question}
            errorKey={question.id}
            value={value}
            error={error}
            onChange={onChange}
          />
        </div>
        <Button type="button" variant="outline" busy={busy} disabled={value.trim() === ""} onClick={find}>
          Find vehicle
        </Button>
      </div>
      <p
        aria-live="polite"
        className={
          status?.tone === "problem" ? "text-sm font-semibold text-danger" : "text-sm text-brand-900"
        }
      >
        {status?.text}
      </p>
    </div>
  );
}
