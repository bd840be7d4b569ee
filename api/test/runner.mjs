// jest-light-runner with the API's TypeScript loaded through SWC's loader (as `npm run dev` loads
// it): its test processes get the loader from NODE_OPTIONS; in band (`-i`, one worker) the light
// runner runs the files in jest's own process, which registers the loader then. The loader is not
// in jest's process from its start: it would take over the loading of the global setup, which
// jest transforms itself.
import LightRunner from "jest-light-runner/child-process";

const SWC_LOADER = "@swc-node/register/esm-register";

export default class Runner extends LightRunner {
  constructor(globalConfig, ...rest) {
    super(globalConfig, ...rest);
    this.inBand = globalConfig.maxWorkers === 1;
  }

  async runTests(...args) {
    if (this.inBand) await import(SWC_LOADER);
    else process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --import ${SWC_LOADER}`;
    return super.runTests(...args);
  }
}
