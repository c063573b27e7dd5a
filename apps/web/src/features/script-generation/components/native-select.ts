/** A native <select> styled like the app's inputs: keyboard and screen-reader behaviour for free. */
export const nativeSelectClass =
  "h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";
