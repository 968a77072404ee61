import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** SPEC §9: the confirmation shows for 2 seconds. */
export const COPIED_MS = 2000;

/**
 * Puts text on the clipboard. navigator.clipboard exists only in secure contexts (HTTPS or
 * localhost): on a portal reached over plain HTTP it is undefined, so the text is selected in a
 * hidden field and copied the older way.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard API');
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}

/** label: a message key or a text of the caller's own (shown as it is). */
export function CopyButton({ text, label = 'console.shared.copy', ...props }: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Button
      {...props}
      onClick={async () => {
        await copyText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      }}
    >
      {copied ? translate('console.shared.copied') : translate(label, { _: label })}
    </Button>
  );
}
