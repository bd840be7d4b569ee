/** The spec's five texts of a verification tab, one pattern over its noun ("payment"). */
export function verificationTexts(noun: string) {
  const title = noun[0].toUpperCase() + noun.slice(1);
  return {
    loading: `Loading ${noun} verification data...`,
    error: `Failed to load ${noun} verification data. Please try again.`,
    empty: `No ${noun} verification data available.`,
    passed: `${title}s Verified`,
    failed: `${title} Verification Issues Detected`,
  };
}
