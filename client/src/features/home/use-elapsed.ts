import { useEffect, useState } from 'react';

/** True once `ms` have passed since the component mounted; true at once when `immediately` is set. */
export function useElapsed(ms: number, immediately = false): boolean {
  const [hasElapsed, setHasElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setHasElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return hasElapsed || immediately;
}
