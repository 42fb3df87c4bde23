/** A route's own hooks of one kind as a list, to add one to them in an `onRoute` hook. */
export function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
