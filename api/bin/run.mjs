// Node's flags for the API process, for every launcher that runs api/dist/main.js (npm start,
// the bench's portal; the Dockerfile, api's `npm start`/`npm run worker` and the browser tests
// repeat them). V8 sizes the young generation from the machine's memory: with 4 GiB of heap
// limit it grows to 64 MiB semi-spaces (128 MiB of new space), which the portal fills and keeps
// under load. 16 MiB semi-spaces (Node's default before V8 scaled them) cost a few more
// scavenges and hold RSS after the purchase bench near 250 MiB instead of ~380 (docs/performance.md).
export const API_NODE_FLAGS = ["--max-semi-space-size=16"];
