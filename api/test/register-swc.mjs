// The API's TypeScript through SWC's loader (as `npm run dev` loads it), registered in each of the
// light runner's worker threads before its first test file (jest.config.js setupFiles).
import "@swc-node/register/esm-register";
