import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';

/** SPEC §9: the confirmation shows for 2 seconds. */
export const COPIED_MS = 2000;

export function CopyButton({ text, label = 'Copy', ...props }: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
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
      {copied ? 'Copied!' : label}
    </Button>
  );
}
