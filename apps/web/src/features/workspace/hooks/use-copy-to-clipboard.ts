import { useCallback, useEffect, useRef, useState } from "react";
import { notice } from "@/lib/notice";
import { COPY_ICON_RESET_MS } from "@aesop/shared/constants";

/**
 * Copies text and says so: 'Copied to clipboard' (and `copied` is true for 2 s, for a check icon),
 * or 'Copy failed'.
 */
export function useCopyToClipboard(resetMs: number = COPY_ICON_RESET_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        if (typeof navigator === "undefined" || !navigator.clipboard) throw new Error("No clipboard access");
        await navigator.clipboard.writeText(text);
      } catch (error) {
        console.warn("Copy to clipboard failed", error);
        notice.error("Copy failed", { description: "Your browser did not allow access to the clipboard." });
        return false;
      }
      notice.success("Copied to clipboard");
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), resetMs);
      return true;
    },
    [resetMs],
  );

  return { copied, copy };
}
