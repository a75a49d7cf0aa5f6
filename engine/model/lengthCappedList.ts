import { z } from 'zod';

/**
 * A list of `element`s refused whole, before any of them is read, when it is longer than `max`
 * (issue 16, item 1: size limits checked before parsing). zod's own `.max()` on an array is judged
 * after every element has been parsed: 200,001 walls were each checked before the list was refused
 * for its length. Here the length is looked at first, and only a list within it is parsed.
 */
export function lengthCappedList<T extends z.ZodType>(
  element: T,
  max: number,
  message: string,
): z.ZodPipe<z.ZodCustom<z.input<T>[], z.input<T>[]>, z.ZodArray<T>> {
  // Typed as the list's input, so that the schemas made with it keep their input types.
  return z
    .custom<z.input<T>[]>(() => true)
    .check((ctx) => {
      if (Array.isArray(ctx.value) && ctx.value.length > max)
        ctx.issues.push({ code: 'custom', message, input: ctx.value });
    })
    .pipe(z.array(element));
}
