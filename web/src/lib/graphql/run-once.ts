import { useEffect, useRef, useState } from "react";
import { serverMessage } from "./errors";

/**
 * Runs a call that may be made only once (a single-use link's acceptance) when the component
 * mounts, once even where StrictMode runs effects twice: its result, or the server's refusal
 * (`fallback` when it gave none).
 */
export function useRunOnce<T>(run: () => Promise<T | null>, fallback: string) {
  const [result, setResult] = useState<T | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    run().then(setResult, (error: unknown) => setFailed(serverMessage(error) ?? fallback));
  }, [run, fallback]);
  return { result, failed };
}
