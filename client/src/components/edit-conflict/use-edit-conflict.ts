import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorCodeOf, isAppClientError } from '../../lib/errors';

/** A record as an edit form loaded it: its `version` goes back with the save. */
interface Versioned {
  version: number;
}

/** Equal as a form holds them: a list of plain values is a set (roles), anything else by its JSON. */
function sameValue(a: unknown, b: unknown): boolean {
  const asSet = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item !== 'object')
      ? JSON.stringify(value.map(String).sort((x, y) => x.localeCompare(y)))
      : JSON.stringify(value ?? null);
  return asSet(a) === asSet(b);
}

/**
 * The fields this editor changed: those whose value differs from the one the form last started
 * from (as loaded, as saved, or the other person's values taken with "load theirs").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
export function changedFields<V extends FieldValues>(form: UseFormReturn<V, any, any>): (keyof V & string)[] {
  const startedFrom = (form.formState.defaultValues ?? {}) as Partial<V>;
  const values = form.getValues();
  return (Object.keys(values) as (keyof V & string)[]).filter((name) => !sameValue(values[name], startedFrom[name]));
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
  /** The editor keeps their input: the next save goes over the version they have now seen. */
  const keepMine = () => {
    if (theirs) setVersion(theirs.version);
    setTheirs(null);
  };
  /** The editor takes the other values: the caller resets the form to `theirs`. */
  const takeTheirs = (): T | null => {
    const current = theirs;
    if (current) setVersion(current.version);
    setTheirs(null);
    return current;
  };
  return {
    /**
     * What a save sends, for every form alike: the record's key (`always`), only the fields this
     * editor changed, and the version it goes over. "Save mine" over someone else's newer version
     * then changes what this editor changed and keeps the rest of theirs (issue 34 item 18).
     */
    edit<I extends object, K extends keyof I = never>(input: I, changed: readonly string[], always: readonly K[] = []) {
      const sent = Object.fromEntries(
        Object.entries(input).filter(
          ([name]) => changed.includes(name) || (always as readonly string[]).includes(name),
        ),
      ) as Partial<I> & Pick<I, K>;
      return { ...sent, version: version.current };
    },
    theirs,
    /** True (and the notice shows) when the error is a conflict. */
    caught(error: unknown): boolean {
      if (errorCodeOf(error) !== 'EDIT_CONFLICT' || !isAppClientError(error)) return false;
      const current = (error.data as { current?: unknown } | undefined)?.current as T | undefined;
      if (current) setTheirs(current);
      return true;
    },
    keepMine,
    takeTheirs,
    /**
     * The notice's two buttons: "save mine" saves the input again over the version now seen,
     * "load theirs" puts the other person's record into the form.
     */
    noticeActions(resubmit: () => unknown, load: (theirs: T) => void) {
      return {
        onKeepMine: () => {
          keepMine();
          void resubmit();
        },
        onTakeTheirs: () => {
          const current = takeTheirs();
          if (current) load(current);
        },
      };
    },
    /** After a successful save, the next one goes over the saved version. */
    saved(record: Versioned) {
      setVersion(record.version);
      setTheirs(null);
    },
  };
}

export type EditConflict<T extends Versioned> = ReturnType<typeof useEditConflict<T>>;
