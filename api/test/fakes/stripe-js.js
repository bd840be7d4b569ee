// A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), for the browser tests only:
// Stripe's own script cannot run without Stripe's servers, so a browser test answers the script's
// address with this one (e2e/tests/stripe-card.spec.ts, by Playwright's routing). It gives the
// web app the part of Stripe.js it uses (window.Stripe, elements(), the Payment Element,
// confirmPayment) and, as Stripe.js does, confirms the payment from the browser with the
// publishable key and the intent's client secret at https://api.stripe.com, which the test routes
// to the Stripe fake (stripe.ts). Unlike Stripe's, its Payment Element is plain fields in the
// page, not an iframe of js.stripe.com.
(() => {
  const API = "https://api.stripe.com/v1";

  /** The Payment Element: card number, expiry and security code. */
  function paymentElement() {
    const handlers = new Map();
    let root = null;
    const field = (label, name) => {
      const wrap = document.createElement("label");
      wrap.style.display = "block";
      wrap.textContent = label;
      const input = document.createElement("input");
      input.name = name;
      input.autocomplete = "off";
      wrap.append(input);
      return wrap;
    };
    return {
      mount(node) {
        root = document.createElement("div");
        root.append(
          field("Card number", "number"),
          field("Expiration date", "expiry"),
          field("Security code", "cvc"),
        );
        node.append(root);
        setTimeout(() =>
          handlers.get("ready")?.forEach(handler => handler({ elementType: "payment" })),
        );
      },
      on(event, handler) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return this;
      },
      off(event, handler) {
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter(known => known !== handler),
        );
        return this;
      },
      update() {},
      destroy() {
        root?.remove();
        root = null;
      },
      card() {
        if (!root) return null;
        const value = name => root.querySelector(`input[name=${name}]`).value.replace(/\s/g, "");
        const [month, year] = value("expiry").split("/");
        return { number: value("number"), month, year, cvc: value("cvc") };
      },
    };
  }

  function Stripe(publishableKey) {
    const unsupported = () => Promise.reject(new Error("Not in the Stripe.js stand-in"));
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      elements(options = {}) {
        let element = null;
        return {
          options,
          create: () => (element = paymentElement()),
          getElement: () => element,
          update() {},
        };
      },
      async confirmPayment({ elements, confirmParams }) {
        const card = elements.getElement()?.card();
        if (!card?.number) {
          return {
            error: { type: "validation_error", message: "Your card number is incomplete." },
          };
        }
        const secret = elements.options.clientSecret;
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: secret,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": card.number,
          "payment_method_data[card][exp_month]": card.month ?? "",
          "payment_method_data[card][exp_year]": card.year ?? "",
          "payment_method_data[card][cvc]": card.cvc,
        });
        if (confirmParams?.return_url) body.set("return_url", confirmParams.return_url);
        const id = secret.split("_secret_")[0];
        const response = await fetch(`${API}/payment_intents/${id}/confirm`, {
          method: "POST",
          body,
        });
        const answer = await response.json();
        return answer.error ? { error: answer.error } : { paymentIntent: answer };
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
