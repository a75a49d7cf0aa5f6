import type { ReactNode } from 'react';
import type { Action } from '../../engine/skirmish.ts';
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
  describedBy,
  children,
}: {
  control: Control;
  send: (action: Action) => boolean;
  className?: string;
  shortcut?: string | null | undefined;
  /**
   * The id of visible text that says why the control is refused (the Dealer panel shows it): the
   * control is described by that text instead of a description of its own.
   */
  describedBy?: string | undefined;
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
      aria-describedby={control.reason && describedBy ? describedBy : undefined}
      aria-description={describedBy ? undefined : (control.reason ?? undefined)}
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
