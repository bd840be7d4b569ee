import { ConfigError, loadConfig } from "./config.js";

const base = { JWT_SECRET: "s".repeat(40), DATABASE_URL: "postgres://u:p@db:5432/app" };

describe("loadConfig", () => {
  it.each(["abc", "0", "65536", "12.5", "-1"])(
    "refuses PORT=%s with a message naming PORT",
    port => {
      expect(() => loadConfig({ ...base, PORT: port })).toThrow(
        new ConfigError(`Invalid PORT "${port}": expected a whole number from 1 to 65535`),
      );
    },
  );

  it.each(["not a url", "mysql://u@h/db", "postgres://host-only"])(
    "refuses DATABASE_URL=%s",
    url => {
      expect(() => loadConfig({ ...base, DATABASE_URL: url })).toThrow(/^Invalid DATABASE_URL/);
    },
  );

  it("defaults to port 4000 and the embedded database", () => {
    const config = loadConfig({ JWT_SECRET: base.JWT_SECRET });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("refuses production without JWT_SECRET", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: base.DATABASE_URL })).toThrow(
      /^Missing JWT_SECRET/,
    );
  });

  it("refuses production in demo payment mode", () => {
    expect(() => loadConfig({ ...base, NODE_ENV: "production" })).toThrow(
      /demo payments are refused/,
    );
  });

  it("accepts production with a secret and Stripe keys", () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: "production",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
    });
    expect(config.isProduction).toBe(true);
    expect(config.stripe?.publishableKey).toBe("pk_test_x");
  });

  it.each([
    ["1", 1],
    ["2", 2],
    ["false", false],
    ["10.0.0.5, 10.0.1.0/24", ["10.0.0.5", "10.0.1.0/24"]],
  ])("trusts exactly the proxies TRUST_PROXY=%s names", (raw, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it("refuses TRUST_PROXY=true, which would believe every X-Forwarded-For entry", () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(
      /^Invalid TRUST_PROXY "true"/,
    );
  });

  it("turns introspection off in production unless GRAPHQL_INTROSPECTION turns it on", () => {
    const production = {
      ...base,
      NODE_ENV: "production",
      STRIPE_SECRET_KEY: "sk",
      STRIPE_PUBLISHABLE_KEY: "pk",
    };
    expect(loadConfig(production).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_INTROSPECTION: "true" }).graphqlIntrospection).toBe(
      true,
    );
    expect(loadConfig(base).graphqlIntrospection).toBe(true);
  });
});
