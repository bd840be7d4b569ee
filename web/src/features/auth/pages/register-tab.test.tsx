import { describe, expect, it } from "@jest/globals";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { RegisterDocument } from "../auth.generated";
import type { RegisterInput } from "../../../graphql/types";
import { renderPage } from "../../../test/render-app";
import { api, type Refusal, refused, server } from "../../../test/server";

const registerForm = () => within(screen.getByRole("form", { name: "Register" }));

const FIELDS = {
  firstName: /First Name/,
  lastName: /Last Name/,
  email: /Email/,
  username: /Username/,
  password: /^Password/,
  confirmPassword: /Confirm Password/,
};

const VALID: Record<keyof typeof FIELDS, string> = {
  firstName: "Casey",
  lastName: "Morgan",
  email: "casey@example.com",
  username: "casey",
  password: "Unusual#2026",
  confirmPassword: "Unusual#2026",
};

/** Tabs switch a moment after the click. */
async function chooseTab(name: "Login" | "Register") {
  await act(async () => {
    fireEvent.click(screen.getByRole("tab", { name }));
  });
}

async function openRegisterTab() {
  await renderPage("/login");
  await chooseTab("Register");
}

function fillRegister(values: Record<keyof typeof FIELDS, string>) {
  for (const [name, label] of Object.entries(FIELDS)) {
    fireEvent.change(registerForm().getByLabelText(label), {
      target: { value: values[name as keyof typeof FIELDS] },
    });
  }
  fireEvent.click(registerForm().getByRole("button", { name: "Create Account" }));
}

function answerRegister(answer?: () => Refusal) {
  const inputs: RegisterInput[] = [];
  server.use(
    api.mutation(RegisterDocument, ({ variables }) => {
      inputs.push(variables.input);
      if (answer) return answer();
      return HttpResponse.json({
        data: { __typename: "Mutation", register: { __typename: "User", id: 9 } },
      });
    }),
  );
  return inputs;
}

describe("register tab", () => {
  it("shows the spec's message for every invalid field", async () => {
    const inputs = answerRegister();
    await openRegisterTab();
    fillRegister({
      firstName: " ",
      lastName: "",
      email: "not-an-email",
      username: "ab",
      password: "12345",
      confirmPassword: "54321",
    });
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please enter a valid email",
      "Username must be at least 3 characters",
      "Password must be at least 8 characters",
      "Passwords don't match",
    ]) {
      expect(await registerForm().findByText(message)).toBeVisible();
    }
    expect(registerForm().getByLabelText(FIELDS.firstName)).toHaveFocus();
    expect(inputs).toEqual([]);
  });

  it("refuses invisible and text-direction characters in the names and email as the server does", async () => {
    const inputs = answerRegister();
    await openRegisterTab();
    fillRegister({
      ...VALID,
      firstName: "Ca\u200Bsey",
      lastName: "Mor\u202Egan",
      email: "casey\u2060@example.com",
    });
    for (const message of [
      "First name must not contain invisible characters (such as a zero-width space)",
      "Last name must be one line of plain text without < or >",
      "Please enter a valid email",
    ]) {
      expect(await registerForm().findByText(message)).toBeInTheDocument();
    }
    expect(inputs).toEqual([]);
  });

  it("tells the password rules under the password, as the reset and admin forms do", async () => {
    await openRegisterTab();
    expect(registerForm().getByLabelText(FIELDS.password)).toHaveAccessibleDescription(
      "At least 8 characters and not a common password.",
    );
  });

  it("creates the account, says so and returns to the login tab with the new username", async () => {
    const inputs = answerRegister();
    await openRegisterTab();
    fillRegister({ ...VALID, firstName: " Casey " });
    expect(await screen.findByText("Registration Successful")).toBeInTheDocument();
    expect(
      screen.getByText("Your account has been created successfully. You can now log in."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true"),
    );
    const login = within(screen.getByRole("form", { name: "Log in" }));
    expect(login.getByLabelText(/Username/)).toHaveValue("casey");
    expect(login.getByLabelText(/^Password/)).toHaveValue("");
    expect(login.getByLabelText(/^Password/)).toHaveFocus();
    expect(inputs).toEqual([{ ...VALID, firstName: "Casey" }]);

    await chooseTab("Register");
    for (const label of Object.values(FIELDS)) {
      expect((await registerForm().findByLabelText(label)) as HTMLInputElement).toHaveValue("");
    }
  });

  it.each([
    ["the checkout it returns to", "/login?redirect=/p/ridge/checkout/3"],
    ["the storefront's register link", "/login?storefront=ridge"],
  ])("records the partner's storefront the registration started at (%s)", async (_, path) => {
    const inputs = answerRegister();
    await renderPage(path);
    await chooseTab("Register");
    fillRegister(VALID);
    expect(await screen.findByText("Registration Successful")).toBeInTheDocument();
    expect(inputs).toEqual([{ ...VALID, storefront: "ridge" }]);
  });

  it("shows the server's reason when the username is taken", async () => {
    answerRegister(() => refused("CONFLICT", "That username is already registered"));
    await openRegisterTab();
    fillRegister(VALID);
    expect(await screen.findByText("Registration Failed")).toBeInTheDocument();
    expect(screen.getByText("That username is already registered")).toBeInTheDocument();
    expect(registerForm().getByLabelText(FIELDS.username)).toHaveValue("casey");
  });

  it("shows a general message when registration fails for another reason", async () => {
    answerRegister(() => HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 }));
    await openRegisterTab();
    fillRegister(VALID);
    expect(
      await screen.findByText("There was an error registering your account. Please try again."),
    ).toBeInTheDocument();
  });
});
