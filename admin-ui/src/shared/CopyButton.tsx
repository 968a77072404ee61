import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** SPEC §9: the confirmation shows for 2 seconds. */
export const COPIED_MS = 2000;

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
        await navigator.clipboard.writeText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      }}
    >
      {copied ? translate('console.shared.copied') : translate(label, { _: label })}
    </Button>
  );
}
