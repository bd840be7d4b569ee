/** See build.mjs. */
export declare const SWC_OPTIONS: Record<string, unknown>;
export declare function buildApi(target: string): Promise<void>;
