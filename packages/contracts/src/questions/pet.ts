// The full quote for a pet: the animal, its health and the cover.
import { detailQuestions } from "../quote-details";
import * as common from "./common";
import { choice, fromDetailQuestion, type QuestionSet, yesNo } from "./question";

const pet = detailQuestions.pet;

export const petQuestions: QuestionSet = {
  steps: [
    {
      id: "pet",
      title: "Your pet",
      questions: [
        fromDetailQuestion("species", pet.species),
        {
          id: "petName",
          kind: "text",
          label: "Your pet's name",
          hint: "The policy names the pet it covers",
          message: "Enter your pet's name",
          maxLength: 40,
          priced: false,
        },
        {
          id: "breed",
          kind: "text",
          label: "Breed",
          hint: "For example: Labrador Retriever, or Crossbreed",
          message: "Enter the breed",
          maxLength: 60,
          priced: false,
        },
        fromDetailQuestion("breedGroup", pet.breedGroup),
        fromDetailQuestion("petAge", pet.petAge),
        yesNo({
          id: "neutered",
          label: "Is your pet neutered?",
          hint: "Neutered pets have fewer of some costly conditions",
          message: "Say whether your pet is neutered",
          assumed: "yes",
          priced: true,
        }),
        yesNo({
          id: "microchipped",
          label: "Is your pet microchipped?",
          hint: "The law requires it for dogs and cats; a lost pet is found sooner",
          message: "Say whether your pet is microchipped",
          assumed: "yes",
          priced: true,
        }),
        {
          id: "purchasePrice",
          kind: "money",
          label: "What you paid for your pet",
          hint: "Death and theft cover pays up to this; 0 if it was a gift or a rescue",
          message: "Enter what you paid in pounds, from £0 to £20,000",
          min: 0,
          max: 20_000,
          assumed: 500,
          priced: true,
        },
      ],
    },
    {
      id: "health",
      title: "Health and cover",
      questions: [
        yesNo({
          id: "preExisting",
          label: "Has your pet been treated for any illness or injury?",
          hint: "Conditions before the policy starts are usually excluded",
          message: "Say whether your pet has been treated before",
          priced: true,
        }),
        fromDetailQuestion("policyType", pet.policyType),
        choice({
          id: "vetFeeLimit",
          label: "Vet fee limit",
          hint: "Complex surgery can cost several thousand pounds",
          message: "Choose the vet fee limit",
          choices: [
            ["2000", "£2,000"],
            ["4000", "£4,000"],
            ["7500", "£7,500"],
            ["12000", "£12,000"],
          ],
          assumed: "4000",
          priced: true,
        }),
        {
          ...common.voluntaryExcess,
          label: "Excess per claim",
          hint: "What you pay towards each claim; a higher excess lowers the price",
          choices: common.voluntaryExcess.choices.slice(0, 4),
        },
        common.firstName,
        common.lastName,
        { ...common.startDate, priced: false },
      ],
    },
  ],
};
