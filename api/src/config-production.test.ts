import { PRODUCTION_SETTINGS, problemsOf } from "../test/production.js";
import { loadConfig } from "./config.js";

const PRODUCTION = { ...PRODUCTION_SETTINGS, DATABASE_URL: "postgres://u:p@db:5432/app" };

describe("a production start", () => {
  it("starts with a correct configuration, a restricted key (rk_) as well as a secret one", () => {
    expect(loadConfig(PRODUCTION).stripe).toEqual({
      secretKey: "sk_live_51Secret",
      publishableKey: "pk_live_51Publishable",
      webhookSecret: "whsec_Signing",
      connectWebhookSecret: "whsec_ConnectSigning",
      apiBase: undefined,
    });
    const restricted = { ...PRODUCTION, STRIPE_SECRET_KEY: "rk_live_51Restricted" };
    expect(loadConfig(restricted).stripe?.secretKey).toBe("rk_live_51Restricted");
  });

  it.each([
    [
      "without STRIPE_WEBHOOK_SECRET",
      { STRIPE_WEBHOOK_SECRET: "" },
      /^Missing STRIPE_WEBHOOK_SECRET: it is required when NODE_ENV=production/,
    ],
    [
      "without STRIPE_CONNECT_WEBHOOK_SECRET",
      { STRIPE_CONNECT_WEBHOOK_SECRET: "" },
      /^Missing STRIPE_CONNECT_WEBHOOK_SECRET: it is required when NODE_ENV=production/,
    ],
    [
      "with a malformed Connect webhook secret",
      { STRIPE_CONNECT_WEBHOOK_SECRET: "sk_live_51Secret" },
      /^Invalid STRIPE_CONNECT_WEBHOOK_SECRET: it holds a secret key/,
    ],
    [
      "with the two keys swapped",
      { STRIPE_SECRET_KEY: "pk_live_51Publishable", STRIPE_PUBLISHABLE_KEY: "sk_live_51Secret" },
      /^Invalid STRIPE_SECRET_KEY\/STRIPE_PUBLISHABLE_KEY: the two are swapped/,
    ],
    [
      "with the publishable key in the secret key's place",
      { STRIPE_SECRET_KEY: "pk_live_51Other" },
      /^Invalid STRIPE_SECRET_KEY: it holds a publishable key \(pk_...\)/,
    ],
    [
      "with a malformed publishable key",
      { STRIPE_PUBLISHABLE_KEY: "pk_51Publishable" },
      /^Invalid STRIPE_PUBLISHABLE_KEY: it holds a publishable key \(pk_...\); expected the publishable key \(pk_live_... or pk_test_...\)/,
    ],
    [
      "with the webhook's secret in the secret key's place",
      { STRIPE_SECRET_KEY: "whsec_Signing" },
      /^Invalid STRIPE_SECRET_KEY: it holds a webhook signing secret/,
    ],
    [
      "with a test key beside a live one",
      { STRIPE_SECRET_KEY: "sk_test_51Secret" },
      /^Invalid STRIPE_SECRET_KEY\/STRIPE_PUBLISHABLE_KEY: the secret key is a test key and the publishable key a live key/,
    ],
    [
      "with a malformed webhook secret",
      { STRIPE_WEBHOOK_SECRET: "sk_live_51Secret" },
      /^Invalid STRIPE_WEBHOOK_SECRET: it holds a secret key/,
    ],
    [
      "with an http:// PUBLIC_URL",
      { PUBLIC_URL: "http://academy.example.org" },
      /^Invalid PUBLIC_URL "http:\/\/academy.example.org": production needs an https:\/\/ address/,
    ],
  ])("is refused %s, naming the setting without its value", (_what, change, message) => {
    const problems = problemsOf({ ...PRODUCTION, ...change });
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(problems[0]).not.toMatch(/51Secret|51Publishable|Signing/);
  });

  it("lists every problem of the environment in one start", () => {
    const problems = problemsOf({
      NODE_ENV: "production",
      PORT: "eighty",
      DATABASE_URL: "mysql://db/app",
      JWT_SECRET: "short",
      STRIPE_SECRET_KEY: "pk_test_51Publishable",
      STRIPE_PUBLISHABLE_KEY: "pk_live_51Publishable",
      PUBLIC_URL: "http://academy.example.org",
      TRUST_PROXY: "true",
      METRICS: "maybe",
    });
    expect(problems.map(problem => /^\w+ \w+/.exec(problem)?.[0])).toEqual([
      "Invalid PORT",
      "Invalid DATABASE_URL",
      "Invalid JWT_SECRET",
      "Invalid STRIPE_SECRET_KEY",
      "Missing STRIPE_WEBHOOK_SECRET",
      "Missing STRIPE_CONNECT_WEBHOOK_SECRET",
      "Missing CERTIFICATE_SIGNING_KEY",
      "Missing OIDC_SIGNING_KEY",
      "Missing LMS_URL",
      "Invalid PUBLIC_URL",
      "Invalid TRUST_PROXY",
      "Invalid METRICS",
    ]);
  });

  it("takes Stripe's test keys and http:// addresses outside production, still of one mode", () => {
    const { NODE_ENV: _env, ...elsewhere } = PRODUCTION;
    const test = {
      ...elsewhere,
      STRIPE_SECRET_KEY: "sk_test_51Secret",
      STRIPE_PUBLISHABLE_KEY: "pk_test_51Publishable",
      STRIPE_WEBHOOK_SECRET: "",
      PUBLIC_URL: "http://localhost:4000",
    };
    expect(loadConfig(test).stripe?.webhookSecret).toBeUndefined();
    expect(loadConfig(test).publicUrl).toBe("http://localhost:4000");
    expect(problemsOf({ ...test, STRIPE_PUBLISHABLE_KEY: "pk_live_51Publishable" })).toEqual([
      expect.stringMatching(/^Invalid STRIPE_SECRET_KEY\/STRIPE_PUBLISHABLE_KEY: the secret key/),
    ]);
  });
});
