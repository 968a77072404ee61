import { useEffect, useRef, useState } from 'react';

export const COPY_CONFIRM_MS = 2000;

/** Copies text and reports `copied` for SPEC §9's 2 seconds. */
export function useCopy(): { copied: string | null; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Without clipboard permission (plain http, old browsers) fall back to a hidden selection.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      document.execCommand?.('copy');
      area.remove();
    }
    setCopied(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPY_CONFIRM_MS);
  };
  return { copied, copy };
}
