import { useState } from "react";

/**
 * Today's date, read once when the component first renders: reading the clock on every render
 * would make rendering impure (React's purity rule), and a copyright year or a date shown on a
 * page needs no more than that.
 */
export function useToday(): Date {
  const [today] = useState(() => new Date());
  return today;
}
