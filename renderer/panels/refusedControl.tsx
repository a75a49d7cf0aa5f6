import type { Control } from './controls.ts';

/**
 * A Dealer's table setting (a select or a tick) the engine refuses now: still focusable, marked
 * disabled, with the engine's reason as its title and described by the reason's line (`why`, the
 * line's id). One place for it, so every setting says why not the same way.
 */
export function refusedProps(control: Control, why: string) {
  return {
    'aria-disabled': control.enabled ? undefined : true,
    title: control.reason ?? undefined,
    'aria-describedby': control.reason ? why : undefined,
  } as const;
}

/** The engine's reason a setting is refused now, in words, under it (none while allowed). */
export function RefusedLine({ control, id }: { control: Control; id: string }) {
  if (!control.reason) return null;
  return (
    <p id={id} className="why refusal">
      {control.reason}
    </p>
  );
}
