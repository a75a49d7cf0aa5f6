import type { ReactNode } from 'react';
import type { Action } from '../../engine/index.ts';
import type { Control } from './controls.ts';

/**
 * A button that sends one engine action. It is enabled exactly when legalActions offers the
 * action; otherwise it says why in the engine's words, as its title and aria-description. It stays
 * focusable while disabled (aria-disabled, not `disabled`), so the reason is read on focus too.
 */
export function ActionButton({
  control,
  send,
  className,
  shortcut,
  children,
}: {
  control: Control;
  send: (action: Action) => boolean;
  className?: string;
  shortcut?: string | null | undefined;
  /** What the button shows, when shorter than its label (which then names it). */
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      data-control={control.key}
      data-action={control.action.type}
      aria-label={children === undefined ? undefined : control.label}
      aria-disabled={control.enabled ? undefined : true}
      aria-description={control.reason ?? undefined}
      title={control.reason ?? undefined}
      aria-keyshortcuts={shortcut ?? undefined}
      onClick={() => {
        if (control.enabled) send(control.action);
      }}
    >
      {children ?? control.label}
    </button>
  );
}
