import {
  ChangeReminderRequest,
  emailLinkPages,
  LinkToken,
  MessageResponse,
  ReminderDetails,
  ReminderRequest,
  ReminderResponse,
  ReminderTokenRequest,
} from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { acceptBrowserForms } from "../plugins/browser-forms";
import type { ReminderService } from "../reminders/reminder-service";
import { errorResponses } from "./error-responses";

/** A problem with a reminder form posted without JavaScript: the link's problem, or the form's. */
const reminderProblemPage = ({ linkProblem }: { linkProblem?: string }) =>
  linkProblem ? `${emailLinkPages.linkProblem}?reason=${linkProblem}` : emailLinkPages.reminderProblem;

export const reminderRoutes: FastifyPluginAsyncZod<{ reminders: ReminderService }> = async (
  app,
  { reminders },
) => {
  await acceptBrowserForms(app);
  app.post(
    "/api/reminders",
    {
      config: { rateLimit: {}, formProblemPage: reminderProblemPage },
      schema: {
        operationId: "setRenewalReminder",
        tags: ["reminders"],
        summary: "Set a renewal reminder from a saved quote set",
        description:
          "Keeps the set's answers until the reminder is sent (24 days before the renewal date, or at once if that is sooner) or cancelled. The email is sent to the address the quote set was made with, with a link to change or cancel it. A browser form (urlencoded, Accept text/html) is answered with a redirect to the website.",
        body: ReminderRequest,
        response: { 201: ReminderResponse, ...errorResponses(400, 404, 410, 413, 415, 429, 503) },
      },
    },
    async (request, reply) =>
      reply.answer(201, await reminders.set(request.body), emailLinkPages.reminderSet),
  );

  app.get(
    "/api/reminders/manage",
    {
      schema: {
        operationId: "getRenewalReminder",
        tags: ["reminders"],
        summary: "The reminder a confirmation email's link names",
        querystring: z.object({ token: LinkToken }),
        response: { 200: ReminderDetails, ...errorResponses(400, 410, 503) },
      },
    },
    async (request) => reminders.details(request.query.token),
  );

  app.post(
    "/api/reminders/cancel",
    {
      config: { rateLimit: {}, formProblemPage: reminderProblemPage },
      schema: {
        operationId: "cancelRenewalReminder",
        tags: ["reminders"],
        summary: "Cancel a reminder, deleting the answers kept for it",
        body: ReminderTokenRequest,
        response: { 200: MessageResponse, ...errorResponses(400, 410, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      await reminders.cancel(request.body.token);
      request.log.info("renewal reminder cancelled");
      return reply.answer(
        200,
        { message: "Your renewal reminder is cancelled and the answers we kept for it are deleted." },
        emailLinkPages.reminderCancelled,
      );
    },
  );

  app.post(
    "/api/reminders/change",
    {
      config: { rateLimit: {}, formProblemPage: reminderProblemPage },
      schema: {
        operationId: "changeRenewalReminder",
        tags: ["reminders"],
        summary: "Move a reminder to a new renewal date",
        body: ChangeReminderRequest,
        response: { 200: ReminderResponse, ...errorResponses(400, 410, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const moved = await reminders.change(request.body.token, request.body.renewalDate);
      return reply.answer(200, moved, emailLinkPages.reminderChanged);
    },
  );
};
