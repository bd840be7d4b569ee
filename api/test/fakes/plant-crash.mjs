// Preloaded into an API process by the supervisor test (`node --import`): a request carrying
// `x-plant-crash` throws, in a callback of its handler's work, an error nobody catches.
import { tracingChannel } from "node:diagnostics_channel";

tracingChannel("fastify.request.handler").start.subscribe(({ request }) => {
  if (request.headers["x-plant-crash"]) {
    setImmediate(() => {
      throw new Error("A crash planted by the test");
    });
  }
});
