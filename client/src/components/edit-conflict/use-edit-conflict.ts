import { useEffect, useRef, useState } from 'react';
import { errorCodeOf, isAppClientError } from '../../lib/errors';

/** A record as an edit form loaded it: its `version` goes back with the save. */
interface Versioned {
  version: number;
}

/**
 * Optimistic concurrency for one edit form: the version the form loaded, and the record someone
 * else saved meanwhile when a save came back EDIT_CONFLICT (the form's own input stays as typed).
 */
export function useEditConflict<T extends Versioned>(loaded: T) {
  // A ref, not state: "save mine" sets it and submits at once, before any re-render.
  const version = useRef(loaded.version);
  const setVersion = (value: number) => {
    version.current = value;
  };
  const [theirs, setTheirs] = useState<T | null>(null);
  // A newer record loaded (a refetch, or the saved answer) is what the form now shows.
  useEffect(() => {
    if (loaded.version > version.current) version.current = loaded.version;
  }, [loaded.version]);
  return {
    /** The version the next save goes over. */
    version: () => version.current,
    theirs,
    /** True (and the notice shows) when the error is a conflict. */
    caught(error: unknown): boolean {
      if (errorCodeOf(error) !== 'EDIT_CONFLICT' || !isAppClientError(error)) return false;
      const current = (error.data as { current?: unknown } | undefined)?.current as T | undefined;
      if (current) setTheirs(current);
      return true;
    },
    /** The editor keeps their input: the next save goes over the version they have now seen. */
    keepMine() {
      if (theirs) setVersion(theirs.version);
      setTheirs(null);
    },
    /** The editor takes the other values: the caller resets the form to `theirs`. */
    takeTheirs(): T | null {
      const current = theirs;
      if (current) setVersion(current.version);
      setTheirs(null);
      return current;
    },
    /** After a successful save, the next one goes over the saved version. */
    saved(record: Versioned) {
      setVersion(record.version);
      setTheirs(null);
    },
  };
}

export type EditConflict<T extends Versioned> = ReturnType<typeof useEditConflict<T>>;
