import { toast } from "sonner";

/** What a notice says: a title, and a sentence under it when there is more to tell. */
export interface NoticeOptions {
  description?: string | undefined;
  /**
   * A fixed id: the same notice raised twice (a re-render, React's double effect) shows once.
   * Without one, every notice is new.
   */
  id?: string | undefined;
  duration?: number | undefined;
}

type Kind = "success" | "error";

let current: string | number | undefined;
let counter = 0;

function show(kind: Kind, title: string, { description, id, duration }: NoticeOptions = {}): string | number {
  const next = id ?? `notice-${++counter}`;
  // One notice at a time: the one on screen leaves as the next arrives, so old notices never pile
  // up behind new ones.
  if (current !== undefined && current !== next) toast.dismiss(current);
  current = next;
  // Every option is passed, undefined included: an update of the same id must not keep the old
  // description.
  return toast[kind](title, { id: next, description, duration });
}

/**
 * The one way the app tells the user what just happened when it has no place on the page (the
 * spec's toasts): signed in, invited, a page's own save. Rendered by the Toaster in the root layout,
 * at the bottom edge where it never covers the header's controls. What an action on one part of a
 * page came to (a Cave dialogue's card, a dialog that stays open on failure) is told in that part
 * with components/ui/inline-notice.tsx instead, where it covers nothing (decision 0034).
 */
export const notice = {
  success: (title: string, options?: NoticeOptions) => show("success", title, options),
  error: (title: string, options?: NoticeOptions) => show("error", title, options),
  /** Takes the notice on screen away, e.g. when the problem it reported is fixed. */
  dismiss: () => {
    if (current !== undefined) toast.dismiss(current);
    current = undefined;
  },
};
