import { notify } from '../ui/notify';
import { serverMessageOf } from '../../lib/errors';

interface SaveOrExplainOptions<T> {
  /** The form's version check: a conflict shows its notice (the form keeps the input). */
  conflict: { caught: (error: unknown) => boolean };
  /** Puts the server's field errors on the form's fields. */
  showServerErrors: (error: unknown) => void;
  /** The toast's title when the save fails for another reason. */
  failedTitle: string;
  /** What follows a save (a toast, the lists read again, the dialog closed). */
  done: (saved: T) => void | Promise<void>;
}

/**
 * An edit dialog's save: `save`, then `done`; an edit conflict shows the conflict notice; any other
 * refusal marks the fields and says why in a toast. The input is never lost.
 */
export async function saveOrExplain<T>(
  save: () => Promise<T>,
  { conflict, showServerErrors, failedTitle, done }: SaveOrExplainOptions<T>,
): Promise<void> {
  let saved: T;
  try {
    saved = await save();
  } catch (error) {
    if (conflict.caught(error)) return;
    showServerErrors(error);
    notify({ type: 'error', title: failedTitle, description: serverMessageOf(error) });
    return;
  }
  await done(saved);
}
