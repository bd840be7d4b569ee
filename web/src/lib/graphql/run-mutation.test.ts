import { describe, expect, it } from "@jest/globals";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { failureNotice } from "./run-mutation";
import type { FieldErrorTarget, MutationFailure } from "./run-mutation";

function refusal(code: string, message: string, extensions: Record<string, unknown> = {}) {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code, ...extensions } }],
  });
}

const failure: MutationFailure = { title: "Update Failed", fallback: "Something went wrong." };
const toast = (description: string) => ({
  fields: {},
  toast: { title: "Update Failed", description },
});

describe("failure notices", () => {
  it.each([
    "BAD_USER_INPUT",
    "UNAUTHENTICATED",
    "FORBIDDEN",
    "NOT_FOUND",
    "CONFLICT",
    "TOO_MANY_REQUESTS",
  ])("tells a %s refusal in the server's words", code => {
    expect(failureNotice(refusal(code, `Refused: ${code}`), failure)).toEqual(
      toast(`Refused: ${code}`),
    );
  });

  it("never shows the words of an internal error or an uncoded one", () => {
    expect(
      failureNotice(refusal("INTERNAL_SERVER_ERROR", "Internal server error"), failure),
    ).toEqual(toast("Something went wrong."));
    expect(failureNotice(refusal("GRAPHQL_VALIDATION_FAILED", "Unknown field"), failure)).toEqual(
      toast("Something went wrong."),
    );
  });

  it("tells a network failure in the fallback, never as a refusal", () => {
    expect(failureNotice(new TypeError("Failed to fetch"), failure)).toEqual(
      toast("Something went wrong."),
    );
  });

  it("uses the form's own words for a code when it has them", () => {
    const login = { ...failure, messages: { UNAUTHENTICATED: "Invalid username or password." } };
    expect(failureNotice(refusal("UNAUTHENTICATED", "Invalid credentials"), login)).toEqual(
      toast("Invalid username or password."),
    );
    expect(failureNotice(refusal("TOO_MANY_REQUESTS", "Locked for 15 minutes"), login)).toEqual(
      toast("Locked for 15 minutes"),
    );
  });

  it("puts the message into the form's sentence", () => {
    const navigate = { ...failure, describe: (message: string) => `Failed: ${message}` };
    expect(failureNotice(refusal("NOT_FOUND", "No such system"), navigate)).toEqual(
      toast("Failed: No such system"),
    );
  });

  it("shows each message beside the field it names when the form has them all", () => {
    const form: FieldErrorTarget = {
      hasField: name => ["phone", "price"].includes(name),
      setFieldError: () => {},
    };
    const withForm = { ...failure, form, formFields: { priceCents: "price" } };
    const fields = { phone: "Phone is too long", priceCents: "Price must be 0 or more" };
    expect(
      failureNotice(refusal("BAD_USER_INPUT", "Phone is too long", { fields }), withForm),
    ).toEqual({ fields: { phone: "Phone is too long", price: "Price must be 0 or more" } });
  });

  it("tells in the toast what no field of the form shows", () => {
    const form: FieldErrorTarget = { hasField: name => name === "phone", setFieldError: () => {} };
    const fields = {
      phone: "Phone is too long",
      email: "Email is invalid",
      name: "Name is required",
    };
    expect(
      failureNotice(refusal("BAD_USER_INPUT", "Phone is too long", { fields }), {
        ...failure,
        form,
      }),
    ).toEqual({
      fields: { phone: "Phone is too long" },
      toast: { title: "Update Failed", description: "Email is invalid Name is required" },
    });
    expect(
      failureNotice(
        refusal("BAD_USER_INPUT", "Email is invalid", { fields: { email: "Email is invalid" } }),
        failure,
      ),
    ).toEqual(toast("Email is invalid"));
  });

  it("ignores field messages of any other code", () => {
    const form: FieldErrorTarget = { hasField: () => true, setFieldError: () => {} };
    const fields = { email: "That email is already registered" };
    expect(
      failureNotice(refusal("CONFLICT", "That email is already registered", { fields }), {
        ...failure,
        form,
      }),
    ).toEqual(toast("That email is already registered"));
  });
});
