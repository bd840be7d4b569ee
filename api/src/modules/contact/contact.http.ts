import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readFileSync } from "node:fs";
import type { HttpRoute } from "../../rest/route.js";
import type { HttpRoutes } from "../../app-module.js";
import { AppError } from "../../errors.js";
import { statusOf } from "../../graphql/errors.js";
import { crossSite } from "../../http/cross-site.js";
import type { PostedForm } from "../../http/page-renderer.js";
import { ContactSubject } from "./contact-message.entity.js";

export const CONTACT_PAGE = "/contact";

/** The contact form's fields as the page's form names them (web features/contact). */
const FIELDS = {
  name: "The sender's name.",
  email: "Where the academy answers.",
  phone: "A phone number, if the sender wants a call (optional).",
  subject: "What the message is about: CourseInfo, Enrollment, Technical, Billing or Other.",
  message: "The message itself.",
};

/** POST /contact: the contact page's form sent without the app. */
export const contactFormRoute: HttpRoute = {
  method: "POST",
  path: CONTACT_PAGE,
  answers: "text/html",
  form: FIELDS,
};

/** The operation the app and REST send (contact.rest.graphql), executed as they do. */
const SUBMIT = readFileSync(new URL("./contact.rest.graphql", import.meta.url), "utf8");
const SUBJECTS = new Set(Object.keys(ContactSubject));

/**
 * POST /contact (application/x-www-form-urlencoded): the contact form of a page the server
 * rendered, sent without JavaScript. It runs the app's own operation (submitContactMessage: the
 * same rules, messages and rate limit) and answers with the contact page rendered by the server:
 * its confirmation, or (400, 429) each field's refusal with what was typed kept. The answer holds
 * the visitor's text, so it is never cached.
 */
export function contactHttp(app: FastifyInstance, routes: HttpRoutes) {
  void app.register(async scope => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post(CONTACT_PAGE, async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(request.body instanceof URLSearchParams)) {
        const message = "Send the contact form as application/x-www-form-urlencoded";
        throw new AppError("BAD_REQUEST", message);
      }
      const context = await routes.context(request, reply);
      if (crossSite(request, context.config.publicUrl)) {
        throw new AppError("FORBIDDEN", "The contact form can only be sent from this site");
      }
      const sent = request.body;
      const values = Object.fromEntries(
        Object.keys(FIELDS).map(name => [name, sent.get(name) ?? ""]),
      );
      const form: PostedForm = { name: "contact", values, errors: {}, sent: false };
      if (!SUBJECTS.has(values.subject)) {
        form.errors.subject = "Please choose a subject";
        return routes.answerForm(request, reply, form, 400);
      }
      const { errors } = await routes.execute(context, {
        query: SUBMIT,
        operationName: "SubmitContactMessage",
        variables: { input: { ...values, phone: values.phone || null } },
      });
      if (!errors?.length) return routes.answerForm(request, reply, { ...form, sent: true }, 200);
      const [error] = errors;
      const code = error.extensions?.code;
      const fields = error.extensions?.fields as Record<string, string> | undefined;
      if (code === "BAD_USER_INPUT" && fields) form.errors = fields;
      else form.message = error.message;
      return routes.answerForm(request, reply, form, statusOf(code));
    });
  });
}
