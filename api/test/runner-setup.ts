// jest-light-runner (jest.config.js) runs each test and hook without jest's timeout: this gives
// every one registered the timeout jest would (its own third argument, else TEST_TIMEOUT_MS), so a
// test that hangs fails with the reason and the run goes on. (No test here takes a done callback.)
import { addEventHandler } from "jest-circus";

const TEST_TIMEOUT_MS = 60_000;

function withTimeout(fn: () => unknown, timeout = TEST_TIMEOUT_MS): () => Promise<unknown> {
  return () => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Exceeded timeout of ${timeout} ms for a test or hook.`)),
        timeout,
      );
    });
    return Promise.race([Promise.resolve().then(fn), expired]).finally(() => clearTimeout(timer));
  };
}

addEventHandler((event, state) => {
  const block = state.currentDescribeBlock;
  if (event.name === "add_test") {
    const test = block.children.at(-1);
    if (test?.type === "test")
      test.fn = withTimeout(test.fn as () => unknown, test.timeout ?? undefined);
  } else if (event.name === "add_hook") {
    const hook = block.hooks.at(-1);
    if (hook) hook.fn = withTimeout(hook.fn as () => unknown, hook.timeout ?? undefined);
  }
});
