import { type RestRoute, enumNames } from "../../rest/route.js";
import { ContactSubject } from "./contact-message.entity.js";

/** The REST body names the subject by its kebab-case value; GraphQL by the enum's name. */
const SUBJECTS = enumNames(ContactSubject);

/** The documented /api paths of this module, each answered by an operation of contact.rest.graphql. */
export const contactRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/contact",
    operation: "SubmitContactMessage",
    variables: ({ body }) => ({
      input: {
        name: body.name,
        email: body.email,
        phone: body.phone,
        message: body.message,
        subject: SUBJECTS.toName(body.subject),
      },
    }),
    response: data => ({ success: true, ...(data.submitContactMessage as object) }),
    status: 201,
  },
];
