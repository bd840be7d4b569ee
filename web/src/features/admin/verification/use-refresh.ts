import { useEffect, useRef } from "react";

/**
 * Runs the tab's checks afresh (past the 5-minute cache) each time the page's Refresh is pressed
 * on this tab: `signal` counts the presses.
 */
export function useRefresh(signal: number, refetch: (variables: { fresh: boolean }) => unknown) {
  const seen = useRef(signal);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (signal === seen.current) return;
    seen.current = signal;
    void Promise.resolve(latest.current({ fresh: true })).catch(() => {});
  }, [signal]);
}
