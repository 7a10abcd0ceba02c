import { UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { AuthMode } from '@/features/session/loginForm';
import classes from '@/features/session/components/AuthModeTabs.module.css';

const MODES: Array<{ mode: AuthMode; label: string }> = [
  { mode: 'signIn', label: 'Sign in' },
  { mode: 'signUp', label: 'Sign up' },
];

/** Two tabs (ARIA tab pattern, arrow keys switch); lighter than Mantine Tabs on the first page load. */
export function AuthModeTabs({
  mode,
  onChange,
  panelId,
}: {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  panelId: string;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = mode === 'signIn' ? 'signUp' : 'signIn';
    onChange(next);
    document.getElementById(`${panelId}-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Sign in or sign up" className={classes.list} onKeyDown={onKeyDown}>
      {MODES.map((item) => (
        <UnstyledButton
          key={item.mode}
          id={`${panelId}-${item.mode}`}
          role="tab"
          aria-selected={mode === item.mode}
          aria-controls={panelId}
          tabIndex={mode === item.mode ? 0 : -1}
          className={classes.tab}
          onClick={() => onChange(item.mode)}
        >
          {item.label}
        </UnstyledButton>
      ))}
    </div>
  );
}
