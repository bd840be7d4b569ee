import { type TestApp, readJson, startTestApp } from "../../test/app.js";
import { freePort } from "../../test/free-port.js";
import { MOODLE_TOKEN, MoodleFake } from "../../test/fakes/moodle.js";
import { StripeFake } from "../../test/fakes/stripe.js";

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_portal",
  STRIPE_PUBLISHABLE_KEY: "pk_test_portal",
};

let demo: TestApp;
let connected: TestApp;
let cutOff: TestApp;
let moodle: MoodleFake;
let downMoodle: MoodleFake;
let stripe: StripeFake;
beforeAll(async () => {
  [moodle, downMoodle, stripe] = await Promise.all([
    new MoodleFake().start(),
    new MoodleFake().start(),
    new StripeFake().start(),
  ]);
  downMoodle.down = true;
  const nobody = `http://127.0.0.1:${await freePort()}`;
  [demo, connected, cutOff] = await Promise.all([
    startTestApp(),
    startTestApp({
      demo: false,
      env: {
        LMS_URL: moodle.baseUrl,
        LMS_TOKEN: MOODLE_TOKEN,
        ...STRIPE_KEYS,
        STRIPE_API_BASE: stripe.apiBase,
      },
    }),
    startTestApp({
      demo: false,
      env: {
        LMS_URL: downMoodle.baseUrl,
        LMS_TOKEN: MOODLE_TOKEN,
        ...STRIPE_KEYS,
        STRIPE_API_BASE: nobody,
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([demo, connected, cutOff].map(app => app.close()));
  await Promise.all([moodle, downMoodle, stripe].map(fake => fake.close()));
});

/** /readyz's status and answer. */
async function readiness(app: TestApp) {
  const response = await app.request("/readyz");
  return { status: response.status, body: await readJson(response) };
}

describe("/readyz", () => {
  it("is ready with the demo learning system and processor", async () => {
    expect(await readiness(demo)).toEqual({
      status: 200,
      body: { status: "ready", database: "reachable", learningSystem: "demo", processor: "demo" },
    });
  });

  it("is ready when Moodle and Stripe answer, asking each once for probes close together", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => readiness(connected)));
    const ready = {
      status: "ready",
      database: "reachable",
      learningSystem: "reachable",
      processor: "reachable",
    };
    expect(answers).toEqual([1, 2, 3].map(() => ({ status: 200, body: ready })));
    expect(
      moodle.calls.filter(call => call.includes("core_webservice_get_site_info")),
    ).toHaveLength(1);
    expect(stripe.calls).toEqual(["GET /v1/payment_intents"]);
  });

  it("is degraded, not down (200: the replica keeps serving), when only Moodle and Stripe fail", async () => {
    expect(await readiness(cutOff)).toMatchObject({
      status: 200,
      body: {
        status: "degraded",
        database: "reachable",
        learningSystem: "unreachable",
        processor: "unreachable",
      },
    });
  });
});
