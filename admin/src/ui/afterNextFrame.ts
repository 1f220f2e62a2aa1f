/**
 * Runs `action` once the frame now being drawn is on screen: a requestAnimationFrame, then a task.
 * What the render just changed has by then reached the screen reader, before what `action` does
 * (focus moved): Orca said a field's new error twice when the two came in the same frame
 * (docs/decisions/090). Returns a function that cancels it, if not yet run.
 */
export function afterNextFrame(action: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(action, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
