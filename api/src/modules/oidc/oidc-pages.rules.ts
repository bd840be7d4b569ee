/** Text for HTML: the five characters that could open markup or end an attribute. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const STYLE = `body{font-family:system-ui,sans-serif;background:#f7f8fa;color:#1a202c;margin:0}
main{max-width:30rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin-top:0}button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.375rem;border:1px solid #2b6cb0;background:#2b6cb0;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#2b6cb0}a{color:#2b6cb0}`;

/** A page of the portal's sign-in provider: the academy's name, a heading and trusted HTML. */
export function providerPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Guardian Academy</title><style>${STYLE}</style></head>
<body><main><p>Guardian Academy</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The provider's error page: what went wrong in the protocol's words (its `error` and
 * description, escaped), never a stack or an internal message; a way back to the portal.
 */
export function errorPage(out: { error?: string; error_description?: string }): string {
  const said = out.error_description ?? "The sign-in request could not be completed.";
  return providerPage(
    "Sign-in could not continue",
    `<p>${escapeHtml(said)}</p><p><small>${escapeHtml(out.error ?? "server_error")}</small></p>
<p><a href="/">Back to Guardian Academy</a></p>`,
  );
}

/** RP-initiated sign-out: asks before ending the provider's session (`form` is the library's). */
export function logoutPage(form: string, clientName: string | undefined): string {
  const from = clientName ? ` of ${escapeHtml(clientName)} and` : "";
  return providerPage(
    "Sign out?",
    `${form}<p>Sign out${from} of the academy's connected systems?</p>
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

/** After sign-out, when the client named no return address. */
export function signedOutPage(): string {
  return providerPage(
    "Signed out",
    `<p>You are signed out of the connected system.</p><p><a href="/">Back to Guardian Academy</a></p>`,
  );
}
