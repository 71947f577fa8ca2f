/** Which items are open: a pure state of the accordion, for its component and its tests. */

/** The items open when the page loads: those marked open, only the first of them when one at a time. */
export function initialOpen(items: readonly { open: boolean }[], allowMultiple: boolean): ReadonlySet<number> {
  const open = items.flatMap((item, index) => (item.open ? [index] : []));
  return new Set(allowMultiple ? open : open.slice(0, 1));
}

/** After the shopper toggles `index`: closes it if open, else opens it (closing the others when one at a time). */
export function toggle(open: ReadonlySet<number>, index: number, allowMultiple: boolean): ReadonlySet<number> {
  if (open.has(index)) {
    const next = new Set(open);
    next.delete(index);
    return next;
  }
  return allowMultiple ? new Set([...open, index]) : new Set([index]);
}
